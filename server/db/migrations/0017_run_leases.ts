import { sql, type Kysely } from 'kysely';

/**
 * Crash-safe runs (issue 18 item 1, ADR 0037). An Idempotency-Key's claim becomes a lease that
 * expires (`lease_token`, `lease_expires_at`; a running key without one is expired, which frees the
 * keys a crash left before this migration), and the usage and QuickLink count a starting run takes
 * are held in `run_reservations` under a lease until the run is recorded, in the same database
 * transaction that deletes the reservation. A reservation whose lease ran out (its process died) is
 * given back once.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('transaction_idempotency_keys')
    .addColumn('lease_token', 'text')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('transaction_id', 'text')
    .execute();

  await db.schema
    .createTable('run_reservations')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'live')`))
    .addColumn('amount', 'numeric', (c) => c.notNull().defaultTo(0).check(sql`amount >= 0`))
    .addColumn('quicklink_id', 'text')
    .addColumn('lease_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index run_reservations_lease_idx on run_reservations (lease_expires_at)`.execute(db);
}
