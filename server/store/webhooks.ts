import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { components } from '~/contract';
import { WEBHOOK_EVENT_TYPES } from '~/contract/reference';
import { json } from '../db/json';
import { iso } from '../db/timestamps';
import type { Database } from '../db/schema';
import type { WebhookAttemptsTable, WebhookMessagesTable, WebhooksTable } from '../db/tables/data';
import { validPreviousSecret } from '../webhooks/secrets';

type Environment = 'test' | 'live';
export type WebhookEventType = components['schemas']['WebhookEventType'];

export { WEBHOOK_EVENT_TYPES };
/** The event type of messages queued by "Send Test Events". */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
export const MAX_WEBHOOKS_PER_ENVIRONMENT = 20;

export const isWebhookEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** A signing secret as Standard Webhooks writes it: `whsec_` + base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** A webhook that receives nothing: switched off, or archived (which also switches it off). */
export const isSwitchedOff = (hook: { disabled: boolean; archived_at: Date | null }) => hook.disabled || hook.archived_at !== null;

/** Why an event for a switched-off webhook is recorded as Skipped. */
const ARCHIVED = 'The webhook is archived';
const DISABLED = 'The webhook is disabled';
export const skipReason = (hook: { archived_at: Date | null }) => (hook.archived_at ? ARCHIVED : DISABLED);

/** `isSwitchedOff` and `skipReason` of the `webhooks` row a query reads (null when it is on). */
const switchedOffSql = sql<boolean>`(webhooks.disabled or webhooks.archived_at is not null)`;
const skipReasonSql = sql<string | null>`case when webhooks.archived_at is not null then ${ARCHIVED}::text when webhooks.disabled then ${DISABLED}::text end`;
/** A `newDataId('msg')` made by the database: 12 random bytes (of two v4 UUIDs' random ones) in base64 with + and / as x. */
const messageIdSql = sql<string>`'msg_' || translate(encode(substring(uuid_send(gen_random_uuid()) from 1 for 6) || substring(uuid_send(gen_random_uuid()) from 11 for 6), 'base64'), '+/', 'xx')`;

/** A webhook as the API shows it; `previousSecretExpiresAt` only while the previous secret still signs at `now`. */
export function toWebhook(row: Selectable<WebhooksTable>, now = new Date()): components['schemas']['Webhook'] {
  return {
    id: row.id,
    description: row.description,
    url: row.url,
    version: row.version,
    disabled: row.disabled,
    filterTypes: row.filter_types.filter(isWebhookEventType),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    failingSince: row.failing_since ? iso(row.failing_since) : null,
    warnedAt: row.warned_at ? iso(row.warned_at) : null,
    disabledReason: row.disabled_reason === 'failing' ? 'failing' : null,
    archivedAt: row.archived_at ? iso(row.archived_at) : null,
    previousSecretExpiresAt: validPreviousSecret(row, now) ? iso(row.previous_secret_expires_at!) : null,
  };
}

/** The secrets as getWebhookSecret and rotateWebhookSecret answer them. */
export function toWebhookSecret(row: Selectable<WebhooksTable>, now = new Date()): components['schemas']['WebhookSecret'] {
  const previous = validPreviousSecret(row, now);
  return { key: row.secret, previousKey: previous?.key ?? null, previousKeyExpiresAt: previous ? iso(previous.expiresAt) : null };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * What produced a message, read from its event's data: the transaction (transaction events carry
 * transactionId, workflowId and version) or the workflow (workflow events carry workflowId and
 * version). A version without a workflow (a template or capability try-out) is not a workflow version.
 */
function messageLinks(payload: Record<string, unknown>) {
  const data = payload.data && typeof payload.data === 'object' ? (payload.data as Record<string, unknown>) : {};
  const workflowId = text(data.workflowId);
  const version = data.version;
  return {
    transactionId: text(data.transactionId),
    workflowId,
    workflowVersion: workflowId && typeof version === 'number' && Number.isInteger(version) ? version : null,
  };
}

export function toWebhookMessage(row: Selectable<WebhookMessagesTable>): components['schemas']['WebhookMessage'] {
  return {
    id: row.id,
    eventType: row.event_type,
    status: row.status,
    timestamp: iso(row.event_timestamp),
    url: row.url,
    webhookId: row.webhook_id,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'Pending' && row.next_attempt_at ? iso(row.next_attempt_at) : null,
    ...messageLinks(row.payload),
  };
}

export function toWebhookAttempt(row: Selectable<WebhookAttemptsTable>): components['schemas']['WebhookAttempt'] {
  return {
    attempt: row.attempt,
    trigger: row.trigger,
    status: row.status,
    statusCode: row.status_code,
    responseExcerpt: row.response_excerpt,
    error: row.error,
    durationMs: row.duration_ms,
    url: row.url,
    createdAt: iso(row.created_at),
    requestHeaders: row.request_headers,
    requestBody: row.request_body,
    responseHeaders: row.response_headers,
  };
}

export function findWebhook(db: Kysely<Database>, orgId: string, environment: Environment, id: string) {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).where('organization_id', '=', orgId).where('environment', '=', environment).executeTakeFirst();
}

interface EnqueueOptions {
  /** Only these webhooks (default: every enabled webhook of the environment that subscribes to the type). */
  webhookIds?: readonly string[];
  /** Ignore the webhooks' filter types (test events). */
  ignoreFilters?: boolean;
}

/**
 * Queues an event for delivery: one outbox row (status Pending, 0 attempts, due now) per enabled
 * webhook of the environment whose filter types include the event type (an empty filter list
 * receives every event); a disabled or archived webhook that subscribes gets its row as Skipped
 * (recorded, not dropped; test events go to enabled webhooks only). The delivery relay turns Pending rows into
 * jobs that sign, send and retry them (server/webhooks). Answers the rows.
 */
export async function enqueueWebhookEvent(
  db: Kysely<Database>,
  orgId: string,
  environment: Environment,
  eventType: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<Selectable<WebhookMessagesTable>[]> {
  if (options.webhookIds?.length === 0) return [];
  return webhookEventInsert(db, orgId, environment, eventType, payload, options).returningAll().execute();
}

/**
 * The one statement of `enqueueWebhookEvent`, to run on its own or as a part of a larger one:
 * the subscribing webhooks' select feeds the insert (a webhook's id, url and state as it reads
 * them). `options.when` adds a condition to the select (a larger statement's earlier part wrote).
 */
export function webhookEventInsert(
  db: Kysely<Database>,
  orgId: string,
  environment: Environment,
  eventType: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions & { when?: RawBuilder<boolean> } = {},
) {
  let hooks = db.selectFrom('webhooks').where('organization_id', '=', orgId).where('environment', '=', environment);
  if (options.ignoreFilters) hooks = hooks.where('disabled', '=', false).where('archived_at', 'is', null);
  else hooks = hooks.where(sql<boolean>`(jsonb_array_length(webhooks.filter_types) = 0 or webhooks.filter_types ? ${eventType}::text)`);
  if (options.webhookIds) hooks = hooks.where('id', 'in', options.webhookIds);
  if (options.when) hooks = hooks.where(options.when);
  const now = new Date();
  const body = json({ type: eventType, timestamp: now.toISOString(), data: payload });
  return db
    .insertInto('webhook_messages')
    .columns(['id', 'organization_id', 'environment', 'webhook_id', 'event_type', 'payload', 'url', 'status', 'attempts', 'next_attempt_at', 'last_error', 'event_timestamp'])
    .expression(
      hooks
        .select([
          messageIdSql.as('id'),
          'webhooks.organization_id',
          'webhooks.environment',
          'webhooks.id as webhook_id',
          sql<string>`${eventType}::text`.as('event_type'),
          sql<string>`${body}::jsonb`.as('payload'),
          'webhooks.url',
          sql<'Skipped' | 'Pending'>`case when ${switchedOffSql} then 'Skipped' else 'Pending' end`.as('status'),
          sql<number>`0`.as('attempts'),
          sql<Date | null>`case when ${switchedOffSql} then null else ${now}::timestamptz end`.as('next_attempt_at'),
          skipReasonSql.as('last_error'),
          sql<Date>`${now}::timestamptz`.as('event_timestamp'),
        ])
        .orderBy('webhooks.created_at'),
    );
}
