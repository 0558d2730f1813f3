import { sql, type Kysely } from 'kysely';

/**
 * Sign-in limits kept in the database (issue 18 item 9, ADR 0036): one counter per kind (client
 * address, account and address, account), key (a hash, never the e-mail or address itself) and
 * fixed window, raised with an upsert so that every server process on the database shares them
 * and a restart forgets nothing.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('sign_in_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sign_in_counters_pkey', ['kind', 'key', 'window_start'])
    .execute();
  // Ended windows are deleted by their start.
  await sql`create index sign_in_counters_window_idx on sign_in_counters (window_start)`.execute(db);
}
