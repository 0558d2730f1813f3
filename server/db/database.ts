import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { PGliteDialect } from './pgliteDialect';
import { prepareMarkedStatements } from './preparedStatements';
import { openPglite } from './pglite/open.mjs';
import { openPgliteInWorker } from './pglite/inWorker';
import type { PgliteConnection } from './pglite/connection';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A Postgres connection string; without one, PGlite stores the data in `dataDir`. */
  url?: string;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Postgres schema to use and create (tests give each run its own). */
  schema?: string;
  /** The job queue's schema (default `pgboss`). */
  jobSchema?: string;
  /** A PGlite data folder dumped by `dumpDataDir` to start from (tests start from a migrated one). */
  loadDataDir?: Blob;
  /**
   * Where PGlite runs: on a worker thread (the default for a data folder on disk: the server's event
   * loop stays free; ADR 0043) or on this thread (the default for `memory://`, tests).
   */
  pgliteThread?: 'worker' | 'main';
}

/** A raw SQL statement runner; a text without values may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount?: number | null }>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Raw SQL on the same connections as `db` (the job queue's adapter); on PGlite it waits its turn. */
  executeSql: ExecuteSql;
  /** The schema the job queue keeps its tables in (`pgboss`; tests give each database its own). */
  jobSchema: string;
  /** PGlite only: its data folder as a tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Postgres answers bigint (int8) and numeric as strings by default; counts and sums here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function dialectFor(options: DatabaseOptions) {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('connect', prepareMarkedStatements);
    const executeSql: ExecuteSql = async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A text of several statements answers one result per statement: the last one with rows counts.
      return Array.isArray(result) ? lastResult(result as pg.QueryResult[]) : result;
    };
    return { driver: 'postgres' as const, dialect: new PostgresDialect({ pool }), pglite: undefined, executeSql };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const onWorker = (options.pgliteThread ?? (dataDir.startsWith('memory://') ? 'main' : 'worker')) === 'worker';
  const pglite: PgliteConnection = onWorker ? openPgliteInWorker(dataDir, options.loadDataDir) : openPglite(dataDir, options.loadDataDir);
  const dialect = new PGliteDialect(pglite);
  const executeSql: ExecuteSql = (text, values) =>
    dialect.exclusive(async (lite) => {
      // The extended protocol (query) takes one statement; texts without values may hold several (exec).
      if (values && values.length > 0) {
        const result = await lite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? null };
      }
      const results = await lite.exec(text);
      const last = lastResult(results.map((r) => ({ rows: r.rows, fields: r.fields, rowCount: r.affectedRows ?? null })));
      return last;
    });
  return { driver: 'pglite' as const, dialect, pglite, executeSql };
}

function lastResult<R extends { rows: unknown[]; fields?: readonly unknown[]; rowCount?: number | null }>(results: R[]): { rows: unknown[]; rowCount?: number | null } {
  const withRows = [...results].reverse().find((r) => (r.fields?.length ?? 0) > 0);
  const chosen = withRows ?? results[results.length - 1];
  return chosen ? { rows: chosen.rows, rowCount: chosen.rowCount ?? null } : { rows: [] };
}

/** Opens the database, applies pending migrations and answers a handle to it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { driver, dialect, pglite, executeSql } = dialectFor(options);
  const db = new Kysely<Database>({ dialect });
  if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return {
    db,
    driver,
    executeSql,
    jobSchema: options.jobSchema ?? 'pgboss',
    ...(pglite ? { dumpDataDir: () => pglite.dumpDataDir('none') } : {}),
    ping: async () => {
      try {
        if (pglite?.ping) return await pglite.ping();
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
