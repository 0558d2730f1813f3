import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import { PGliteDialect } from './pgliteDialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A Postgres connection string; without one, PGlite stores the data in `dataDir`. */
  url?: string;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Postgres schema to use and create (tests give each run its own). */
  schema?: string;
  /** A PGlite data folder dumped by `dumpDataDir` to start from (tests start from a migrated one). */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
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
    return { driver: 'postgres' as const, dialect: new PostgresDialect({ pool }), pglite: undefined };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir, {
    parsers: { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return { driver: 'pglite' as const, dialect: new PGliteDialect(pglite), pglite };
}

/** Opens the database, applies pending migrations and answers a handle to it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { driver, dialect, pglite } = dialectFor(options);
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
    ...(pglite ? { dumpDataDir: () => pglite.dumpDataDir('none') } : {}),
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
