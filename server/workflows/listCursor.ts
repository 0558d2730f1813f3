import { InvalidInputError } from '../errors';
import type { SortOrder } from './listQuery';

/**
 * The transaction list's keyset cursor (ADR 0042): the sort it was made for and the sort keys of
 * the last row of a page, as opaque base64url JSON. The next page starts after that row, however
 * many rows came before it and however many are added meanwhile. Pure: a cursor that cannot be
 * read, or was made for another sort, is a 400.
 */
export interface ListCursor {
  sort: string;
  order: SortOrder;
  /** The last row's sort keys as text (timestamps at full precision), then its id. */
  keys: string[];
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.keys])).toString('base64url');
}

const MAX_CURSOR = 600;

export function decodeCursor(raw: string, sort: { field: string; order: SortOrder }, keyCount: number): ListCursor {
  const invalid = () => new InvalidInputError('query.cursor is not a cursor of this list', "Send the nextCursor of the list's last answer, with the same sortBy.");
  if (raw.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [field, order, keys] = parsed as unknown[];
  if (!Array.isArray(keys) || keys.length !== keyCount || !keys.every((k) => typeof k === 'string' && k.length <= 200)) throw invalid();
  if (field !== sort.field || order !== sort.order) throw new InvalidInputError('query.cursor was made for another sort', 'Send the same sortBy as the answer that gave the cursor, or start again without a cursor.');
  return { sort: sort.field, order: sort.order, keys: keys as string[] };
}
