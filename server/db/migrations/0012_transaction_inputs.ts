import { sql, type Kysely } from 'kysely';

/**
 * What the data that started a transaction lacked and held beyond the workflow's inputs
 * (contract: TransactionMissingInputs, TransactionUnknownInputs). Transactions recorded before
 * this name none.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('transactions')
    .addColumn('missing_inputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('unknown_inputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}
