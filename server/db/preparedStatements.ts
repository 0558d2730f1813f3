import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Ends a statement that a hot path runs on every call (`.modifyEnd(PREPARED)`): each PostgreSQL
 * connection, and PGlite (server/db/pglite/prepared.mjs), parses and plans it once and then only
 * binds and runs it (ADR 0055). Only for statements whose text does not depend on the values (no
 * lists of varying length).
 */
export const PREPARED = sql`${sql.raw(MARK)}`;

/** More distinct prepared texts than this means a marked statement's text varies: the rest run unprepared. */
const MAX_PREPARED_STATEMENTS = 256;

const names = new Map<string, string>();

/** The name a marked statement is prepared under (the same on every connection), or null for one to run unprepared. */
export function preparedStatementName(text: string): string | null {
  if (!text.endsWith(MARK)) return null;
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_PREPARED_STATEMENTS) return null;
  const name = `vf_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
  names.set(text, name);
  return name;
}

type QueryArgs = [text: unknown, values?: unknown, callback?: unknown];

/**
 * Makes a pool's client send marked statements as named ones: node-postgres then parses each name
 * once per connection and binds it afterwards. Everything else goes through unchanged. For
 * `pool.on('connect', …)`.
 */
export function prepareMarkedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: QueryArgs): unknown => {
    const [text, values, callback] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedStatementName(text) : null;
    if (name === null) return query(...args);
    const config = { name, text, values };
    return callback === undefined ? query(config) : query(config, callback);
  };
  Object.assign(client, { query: named });
}
