import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  // A capability's try-out (document 2, section 4.11) is recorded as a transaction that names the
  // capability. No foreign key: the record outlives a deleted capability, as a usage log must.
  await db.schema.alterTable('transactions').addColumn('capability_id', 'text').execute();
  await db.schema.alterTable('transactions').dropConstraint('transactions_runs_something').execute();
  await db.schema
    .alterTable('transactions')
    .addCheckConstraint('transactions_runs_something', sql`workflow_id is not null or template_id is not null or capability_id is not null`)
    .execute();
}
