import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';

/** The Postgres server these machines run (trust auth); `.ci/run` makes sure it is up. */
export const TEST_POSTGRES_URL = process.env.VERIFLOW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let migratedDump: Promise<Blob> | undefined;

/** An empty in-memory PGlite database with every migration applied (started from the run's dump). */
export async function openTestPglite(): Promise<DatabaseHandle> {
  migratedDump ??= readFile(inject('migratedPgliteDump')).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedDump });
}

/**
 * Kysely's migrator reads the catalogue of the whole database (pg_get_serial_sequence on every
 * table of every schema), which fails with "schema … does not exist" when another test worker
 * drops its schema at that moment. Creating/migrating and dropping a test schema therefore take
 * one advisory lock, so they never overlap across workers.
 */
const SCHEMA_LOCK = 7_301_984;

async function underSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** A fresh, migrated schema of its own on the test Postgres server; closing the handle drops it. */
export async function openTestPostgres(schema: string): Promise<DatabaseHandle> {
  const database = await underSchemaLock(() => openDatabase({ url: TEST_POSTGRES_URL, schema, jobSchema: `${schema}_jobs` }));
  return {
    ...database,
    close: async () => {
      await underSchemaLock(async () => {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        await sql`drop schema if exists ${sql.id(`${schema}_jobs`)} cascade`.execute(database.db);
      });
      await database.close();
    },
  };
}

/** A second handle (its own connection pool, as another server process would have) on a test schema opened by `openTestPostgres`; closing it leaves the schema. */
export async function openTestPostgresAgain(schema: string): Promise<DatabaseHandle> {
  return underSchemaLock(() => openDatabase({ url: TEST_POSTGRES_URL, schema, jobSchema: `${schema}_jobs` }));
}
