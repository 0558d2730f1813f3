/** The comparisons of a stored expression, with where they sit (`$`, `$.and[1]`, `$.and[1].or[0]`). */
export interface StoredComparison {
  path: string;
  operator: string;
  operands: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The one key of a stored expression and its value; null for anything else. */
export function entryOf(expression: unknown): [string, unknown] | null {
  if (!isRecord(expression)) return null;
  const entries = Object.entries(expression);
  return entries.length === 1 ? (entries[0] ?? null) : null;
}

export function comparisonsOf(expression: unknown, path = '$'): StoredComparison[] {
  const entry = entryOf(expression);
  if (!entry) return [];
  const [key, value] = entry;
  if (!Array.isArray(value)) return [];
  if (key === 'and' || key === 'or') return value.flatMap((child, i) => comparisonsOf(child, `${path}.${key}[${i}]`));
  return [{ path, operator: key, operands: value }];
}

/** `{obj}` → its reference; `{const}` → its value; `{call}` → its items. */
export type OperandShape = { ref: string } | { constant: unknown } | { call: unknown[] } | null;

export function operandShape(operand: unknown): OperandShape {
  if (!isRecord(operand)) return null;
  if (typeof operand.obj === 'string') return { ref: operand.obj };
  if ('const' in operand) return { constant: operand.const };
  if (Array.isArray(operand.call)) return { call: operand.call };
  return null;
}
