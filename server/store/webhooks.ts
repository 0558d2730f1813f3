import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { components } from '~/contract';
import { WEBHOOK_EVENT_TYPES } from '~/contract/reference';
import { newDataId } from '../db/ids';
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
export const skipReason = (hook: { archived_at: Date | null }) => (hook.archived_at ? 'The webhook is archived' : 'The webhook is disabled');

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
  let query = db.selectFrom('webhooks').selectAll().where('organization_id', '=', orgId).where('environment', '=', environment);
  if (options.ignoreFilters) query = query.where('disabled', '=', false).where('archived_at', 'is', null);
  if (options.webhookIds) {
    if (options.webhookIds.length === 0) return [];
    query = query.where('id', 'in', options.webhookIds);
  }
  const hooks = (await query.orderBy('created_at').execute()).filter(
    (h) => options.ignoreFilters || h.filter_types.length === 0 || h.filter_types.includes(eventType),
  );
  if (hooks.length === 0) return [];
  const now = new Date();
  return db
    .insertInto('webhook_messages')
    .values(
      hooks.map((h) => {
        const id = newDataId('msg');
        const off = isSwitchedOff(h);
        return {
          id,
          organization_id: orgId,
          environment,
          webhook_id: h.id,
          event_type: eventType,
          payload: json({ type: eventType, timestamp: now.toISOString(), data: payload }),
          url: h.url,
          status: off ? ('Skipped' as const) : ('Pending' as const),
          attempts: 0,
          next_attempt_at: off ? null : now,
          ...(off ? { last_error: skipReason(h) } : {}),
          event_timestamp: now,
        };
      }),
    )
    .returningAll()
    .execute();
}
