// How Veriflow opens PGlite, in one place for the main thread and the database worker (plain
// JavaScript so that a worker thread can load it under tsx, vitest and the built server alike).
import { PGlite } from '@electric-sql/pglite';
import { queryPrepared } from './prepared.mjs';

/** bigint (int8) and numeric answer numbers, as on PostgreSQL (server/db/database.ts): counts and sums fit in a double. */
const parsers = { 20: (value) => Number(value), 1700: (value) => Number(value) };

/**
 * Opens PGlite on a data folder (`memory://` keeps it in memory), optionally from a dumped one:
 * PGlite itself, with `queryPrepared` (server/db/pglite/connection.ts).
 */
export function openPglite(dataDir, loadDataDir) {
  const pglite = new PGlite(dataDir, { parsers, ...(loadDataDir ? { loadDataDir } : {}) });
  return Object.assign(pglite, { queryPrepared: (name, sql, params) => queryPrepared(pglite, name, sql, params) });
}
