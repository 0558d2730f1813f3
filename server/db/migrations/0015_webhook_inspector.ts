import { sql, type Kysely } from 'kysely';

/**
 * Beyond delivery (issue 17 item 4, ADR 0031): webhooks can be archived and keep the secret before
 * the last rotation (signing beside the new one until it expires); each attempt keeps the request
 * it sent (headers and exact body) and the receiver's response headers, for the delivery inspector.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('webhooks')
    .addColumn('archived_at', 'timestamptz')
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('webhook_attempts')
    .addColumn('request_headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('request_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('response_headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // Replay reads a webhook's failed messages by event time.
  await sql`create index webhook_messages_failed_idx on webhook_messages (webhook_id, event_timestamp) where status = 'Fail'`.execute(db);
}
