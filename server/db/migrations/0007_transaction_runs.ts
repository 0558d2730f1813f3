import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // The engine's state of each transaction (what a resume or a poll goes on from) and the usage reserved for it.
  await db.schema
    .createTable('transaction_runs')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey().references('transactions.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'live')`))
    .addColumn('engine_state', 'jsonb', (c) => c.notNull())
    .addColumn('reserved', 'numeric', (c) => c.notNull().defaultTo(0).check(sql`reserved >= 0`))
    .addColumn('used', 'numeric', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('settled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per Idempotency-Key of POST /transactions: the unique key makes concurrent duplicates run once.
  await db.schema
    .createTable('transaction_idempotency_keys')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'live')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('transaction_idempotency_keys_pkey', ['organization_id', 'environment', 'idempotency_key'])
    .execute();
}
