import { badRequest } from './errors';
import { assertSafeText } from '../safeText';

/** Parses a query parameter that carries JSON (sortBy, searchTerm, filter); bad JSON is a 400 naming it. */
export function parseJsonParam(name: string, value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`query.${name} is not valid JSON`, `Send ${name} as URL-encoded JSON.`);
  }
  assertSafeText(parsed, `query.${name}`);
  return parsed;
}
