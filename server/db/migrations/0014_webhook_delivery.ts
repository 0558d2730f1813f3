import { sql, type Kysely } from 'kysely';

/**
 * Webhook delivery (ADR 0030): every attempt recorded; messages gain the Skipped status (events for
 * a disabled endpoint are recorded, not dropped), the trigger of their next attempt and whether a
 * delivery job stands for it; endpoints gain their failure streak, the warning and why they were
 * disabled.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table webhook_messages drop constraint if exists webhook_messages_status_check`.execute(db);
  await sql`alter table webhook_messages add constraint webhook_messages_status_check check (status in ('Pending', 'Success', 'Fail', 'Skipped'))`.execute(db);
  await db.schema
    .alterTable('webhook_messages')
    .addColumn('next_trigger', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`next_trigger in ('scheduled', 'manual')`))
    .addColumn('dispatched_at', 'timestamptz')
    .execute();
  await sql`create index webhook_messages_undispatched_idx on webhook_messages (next_attempt_at) where status = 'Pending' and dispatched_at is null`.execute(db);

  await db.schema
    .alterTable('webhooks')
    .addColumn('failing_since', 'timestamptz')
    .addColumn('warned_at', 'timestamptz')
    .addColumn('disabled_reason', 'text')
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('webhook_messages.id').onDelete('cascade'))
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('scheduled', 'manual')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Success', 'Fail')`))
    .addColumn('status_code', 'integer')
    .addColumn('response_excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('webhook_attempts_message_attempt_key', ['message_id', 'attempt'])
    .execute();
}
