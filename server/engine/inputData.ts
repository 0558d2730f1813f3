import type { InputDeclaration } from './compileFlow';
import { toNumber } from './values';

export type PreparedInput = { ok: true; data: Record<string, unknown> } | { ok: false; key: string; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function convert(value: unknown, declared: InputDeclaration): { value: unknown } | { expected: string } {
  if (value === null) return { value };
  if (declared.format === 'DATE') {
    if (typeof value === 'number' && Number.isFinite(value)) return { value };
    if (typeof value === 'string' && ISO_DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))) return { value: Math.floor(Date.parse(value.trim()) / 1000) };
    return { expected: 'a date (epoch seconds, or an ISO date such as 1990-01-31)' };
  }
  if (declared.format === 'LIST') return Array.isArray(value) || typeof value === 'string' ? { value } : { expected: 'a list or a comma-separated text' };
  switch (declared.type) {
    case 'NUMBER': {
      const n = toNumber(value);
      return typeof value !== 'boolean' && Number.isFinite(n) ? { value: n } : { expected: 'a number' };
    }
    case 'BOOLEAN':
      if (typeof value === 'boolean') return { value };
      if (value === 'true' || value === 'false') return { value: value === 'true' };
      return { expected: 'true or false' };
    case 'STRING':
      return typeof value === 'string' ? { value } : { expected: 'a text' };
    default:
      return { value };
  }
}

/**
 * Checks the data against the input attributes the flow declares (its start node's outputs) and
 * converts what is unambiguous: numbers written as text, "true"/"false", ISO dates to epoch
 * seconds. Keys the flow does not declare pass as they are. The first value of the wrong type is
 * named.
 */
export function prepareInput(declarations: ReadonlyMap<string, InputDeclaration>, data: Readonly<Record<string, unknown>>): PreparedInput {
  const prepared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const declared = declarations.get(key);
    if (!declared) {
      prepared[key] = value;
      continue;
    }
    const converted = convert(value, declared);
    if ('expected' in converted) return { ok: false, key, message: `data.${key} must be ${converted.expected}` };
    prepared[key] = converted.value;
  }
  return { ok: true, data: prepared };
}
