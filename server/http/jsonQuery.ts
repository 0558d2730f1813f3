import { badRequest } from './errors';

/** Parses a query parameter that carries JSON (sortBy, searchTerm, filter); bad JSON is a 400 naming it. */
export function parseJsonParam(name: string, value: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`query.${name} is not valid JSON`, `Send ${name} as URL-encoded JSON.`);
  }
}
