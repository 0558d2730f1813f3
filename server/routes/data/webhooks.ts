import { sql } from 'kysely';
import { json } from '../../db/json';
import type { OrgContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseJsonParam } from '../../http/jsonQuery';
import { route } from '../../http/route';
import { privateWebhookUrlsAllowed, screenUrl } from '../../net/screenUrl';
import {
  enqueueWebhookEvent,
  findWebhook,
  isWebhookEventType,
  MAX_WEBHOOKS_PER_ENVIRONMENT,
  newWebhookSecret,
  toWebhook,
  toWebhookAttempt,
  toWebhookMessage,
  toWebhookSecret,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '../../store/webhooks';
import { newDataId } from '../../db/ids';
import { retryFailedMessage, retryFailedMessagesBetween, rotatedSecrets, validPreviousSecret } from '../../webhooks';
import { privateResolutionOf, webhookResolverOf } from '../../webhooks/saveTimeScreen';
import { inTransaction } from '../../db/transactions';

/** Replay queues at most this many failed messages per call (the answer says when more remain). */
const REPLAY_LIMIT = 1000;

function archivedConflict(what: string) {
  return conflict(`An archived webhook cannot be ${what}`, 'Unarchive the webhook first; it comes back switched off.');
}

async function ownWebhook(ctx: OrgContext, id: string) {
  const hook = await findWebhook(ctx.db, ctx.orgId, ctx.environment, id);
  if (!hook) throw notFound('Webhook not found', `No webhook ${id} in this organisation's ${ctx.environment === 'live' ? 'live' : 'test'} mode.`);
  return hook;
}

const PUBLIC_URL_HINT = 'Enter the public http(s) address of the service that receives the events, e.g. https://example.com/webhooks.';

/** The URL as saved: screened as written, then by what its host name resolves to now (issue 18: SSRF by DNS name). */
async function checkedUrl(ctx: OrgContext, raw: string) {
  const allowPrivate = privateWebhookUrlsAllowed();
  const result = screenUrl(raw, { allowPrivate });
  if (!result.ok) throw badRequest(result.message, PUBLIC_URL_HINT);
  if (!allowPrivate) {
    const refusal = await privateResolutionOf(result.url, webhookResolverOf(ctx.request.server));
    if (refusal) throw badRequest(`The URL is not allowed: ${refusal}`, PUBLIC_URL_HINT);
  }
  return result.url;
}

function checkedFilterTypes(types: readonly string[]) {
  const unknown = types.filter((t) => !isWebhookEventType(t));
  if (unknown.length) throw badRequest(`Unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, `Known event types: ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
  return [...new Set(types)];
}

function checkedDate(field: string, value: string) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`body.${field} must be a date-time`, 'Send an ISO 8601 date and time, e.g. 2026-03-01T00:00:00Z.');
  return date;
}

function checkedDescription(text: string) {
  const description = text.trim();
  if (!description) throw badRequest('body.description must not be blank', 'Give the webhook a name.');
  return description;
}

const SORT_FIELDS = { eventTimestamp: 'event_timestamp', eventType: 'event_type', status: 'status' } as const;

function parseMessageSort(value: string | undefined): [(typeof SORT_FIELDS)[keyof typeof SORT_FIELDS], 'asc' | 'desc'] {
  const parsed = parseJsonParam('sortBy', value) ?? ['eventTimestamp', 'desc'];
  if (!Array.isArray(parsed) || parsed.length !== 2 || !(String(parsed[0]) in SORT_FIELDS) || (parsed[1] !== 'asc' && parsed[1] !== 'desc')) {
    throw badRequest('query.sortBy must be a JSON list of a field and an order', `Fields: ${Object.keys(SORT_FIELDS).join(', ')}; order asc or desc, e.g. ["eventTimestamp","desc"].`);
  }
  return [SORT_FIELDS[parsed[0] as keyof typeof SORT_FIELDS], parsed[1]];
}

/** Webhooks of the environment, their secrets and event messages (read/create/update/delete on `webhooks`). */
export const webhooksRoutes = [
  route({
    operationId: 'listWebhooks',
    access: 'read:webhooks',
    async handler({ ctx }) {
      const rows = await ctx.db
        .selectFrom('webhooks')
        .selectAll()
        .where('organization_id', '=', ctx.orgId)
        .where('environment', '=', ctx.environment)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(MAX_WEBHOOKS_PER_ENVIRONMENT)
        .execute();
      return { status: 200, body: { data: rows.map((row) => toWebhook(row)) } };
    },
  }),
  route({
    operationId: 'createWebhook',
    access: 'create:webhooks',
    async handler({ ctx, body }) {
      const description = checkedDescription(body.description);
      const url = await checkedUrl(ctx, body.url);
      const filterTypes = checkedFilterTypes(body.filterTypes ?? WEBHOOK_EVENT_TYPES);
      const { n } = await ctx.db
        .selectFrom('webhooks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organization_id', '=', ctx.orgId)
        .where('environment', '=', ctx.environment)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_WEBHOOKS_PER_ENVIRONMENT) throw conflict(`An environment can have at most ${MAX_WEBHOOKS_PER_ENVIRONMENT} webhooks`, 'Delete a webhook you no longer use first.');
      const row = await inTransaction(ctx.db, async (trx) => {
        const inserted = await trx
          .insertInto('webhooks')
          .values({
            id: newDataId('wh'),
            organization_id: ctx.orgId,
            environment: ctx.environment,
            description,
            url,
            disabled: body.disabled ?? false,
            filter_types: json(filterTypes),
            secret: newWebhookSecret(),
            created_by: ctx.user.email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ctx.audit('webhook.created', { type: 'webhook', id: inserted.id }, { description, url, filterTypes, disabled: inserted.disabled }, trx);
        return inserted;
      });
      return { status: 201, body: toWebhook(row) };
    },
  }),
  route({
    operationId: 'listWebhookEventTypes',
    access: 'read:webhooks',
    async handler() {
      return { status: 200, body: { eventTypes: [...WEBHOOK_EVENT_TYPES] } };
    },
  }),
  route({
    operationId: 'updateWebhook',
    access: 'update:webhooks',
    async handler({ ctx, params, body }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      if (body.id !== undefined && body.id !== hook.id) throw badRequest('body.id does not match the webhook in the path');
      const switchingOn = body.disabled === false;
      if (switchingOn && hook.archived_at) throw archivedConflict('switched on');
      const changes = {
        ...(body.description !== undefined ? { description: checkedDescription(body.description) } : {}),
        ...(body.url !== undefined && body.url !== hook.url ? { url: await checkedUrl(ctx, body.url) } : {}),
        ...(body.filterTypes !== undefined ? { filter_types: json(checkedFilterTypes(body.filterTypes)) } : {}),
        ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
        // Switching a webhook on again starts its health afresh.
        ...(body.disabled === false && hook.disabled ? { disabled_reason: null, failing_since: null, warned_at: null } : {}),
      };
      let update = ctx.db
        .updateTable('webhooks')
        .set({ ...changes, version: sql<number>`version + 1`, updated_at: new Date() })
        .where('id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId);
      // Archived in the meantime: still not switched on.
      if (switchingOn) update = update.where('archived_at', 'is', null);
      const row = await update.returningAll().executeTakeFirst();
      if (!row) throw archivedConflict('switched on');
      const detail: Record<string, unknown> = {};
      if (row.description !== hook.description) detail.description = row.description;
      if (row.url !== hook.url) detail.url = row.url;
      if (row.disabled !== hook.disabled) detail.disabled = row.disabled;
      if (JSON.stringify(row.filter_types) !== JSON.stringify(hook.filter_types)) detail.filterTypes = row.filter_types;
      await ctx.audit('webhook.updated', { type: 'webhook', id: hook.id }, detail);
      return { status: 200, body: toWebhook(row) };
    },
  }),
  route({
    operationId: 'deleteWebhook',
    access: 'delete:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      await ctx.db.deleteFrom('webhooks').where('id', '=', hook.id).where('organization_id', '=', ctx.orgId).execute();
      await ctx.audit('webhook.deleted', { type: 'webhook', id: hook.id }, { description: hook.description, url: hook.url });
      return { status: 204, body: undefined };
    },
  }),
  route({
    operationId: 'archiveWebhook',
    access: 'update:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      if (hook.archived_at) throw conflict('The webhook is already archived');
      const now = new Date();
      const row = await ctx.db
        .updateTable('webhooks')
        .set({ archived_at: now, disabled: true, version: sql<number>`version + 1`, updated_at: now })
        .where('id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId)
        .where('archived_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('The webhook is already archived');
      await ctx.audit('webhook.archived', { type: 'webhook', id: hook.id }, { description: hook.description, wasDisabled: hook.disabled });
      return { status: 200, body: toWebhook(row) };
    },
  }),
  route({
    operationId: 'unarchiveWebhook',
    access: 'update:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      if (!hook.archived_at) throw conflict('The webhook is not archived');
      // It comes back switched off: the operator switches it on.
      const row = await ctx.db
        .updateTable('webhooks')
        .set({ archived_at: null, disabled: true, version: sql<number>`version + 1`, updated_at: new Date() })
        .where('id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId)
        .where('archived_at', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('The webhook is not archived');
      await ctx.audit('webhook.unarchived', { type: 'webhook', id: hook.id }, { description: hook.description });
      return { status: 200, body: toWebhook(row) };
    },
  }),
  route({
    operationId: 'rotateWebhookSecret',
    access: 'update:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      const now = new Date();
      // The current secret signs beside the new one for 24 h; a previous one still valid is dropped.
      const row = await ctx.db
        .updateTable('webhooks')
        .set({ ...rotatedSecrets(hook, newWebhookSecret(), now), version: sql<number>`version + 1`, updated_at: now })
        .where('id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId)
        // Two rotations at once: the second finds the secret changed and is refused.
        .where('secret', '=', hook.secret)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('The secret was rotated at the same moment', 'Read the secret again; rotate once more only if you need to.');
      await ctx.audit('webhook.secret_rotated', { type: 'webhook', id: hook.id }, { previousSecretExpiresAt: row.previous_secret_expires_at?.toISOString(), droppedOlderSecret: validPreviousSecret(hook, now) !== null });
      return { status: 200, body: toWebhookSecret(row, now) };
    },
  }),
  route({
    operationId: 'replayWebhookMessages',
    access: 'update:webhooks',
    async handler({ ctx, params, body }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      const now = new Date();
      const since = checkedDate('since', body.since);
      const until = body.until === undefined ? now : checkedDate('until', body.until);
      if (since.getTime() > until.getTime()) throw badRequest('body.since must not be after body.until', 'Choose a start before the end of the range.');
      if (hook.archived_at) throw archivedConflict('replayed');
      if (hook.disabled) throw conflict('A disabled webhook cannot be replayed', 'Switch the webhook on first, then replay its failed messages.');
      const result = await retryFailedMessagesBetween(ctx.db, hook.id, since, until, REPLAY_LIMIT);
      await ctx.audit('webhook.messages_replayed', { type: 'webhook', id: hook.id }, { since: since.toISOString(), until: until.toISOString(), ...result });
      return { status: 202, body: result };
    },
  }),
  route({
    operationId: 'getWebhookSecret',
    access: 'read:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      await ctx.audit('webhook.secret_viewed', { type: 'webhook', id: hook.id });
      return { status: 200, body: toWebhookSecret(hook) };
    },
  }),
  route({
    operationId: 'listWebhookMessages',
    access: 'read:webhooks',
    async handler({ ctx, params, query }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      const [field, order] = parseMessageSort(query.sortBy);
      const base = ctx.db.selectFrom('webhook_messages').where('webhook_id', '=', hook.id).where('organization_id', '=', ctx.orgId);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy(field, order)
        .orderBy('id', order)
        .limit(query.limit ?? 20)
        .offset(query.offset ?? 0)
        .execute();
      return { status: 200, body: { data: rows.map(toWebhookMessage), count: Number(n) } };
    },
  }),
  route({
    operationId: 'listWebhookMessageAttempts',
    access: 'read:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      const message = await ctx.db
        .selectFrom('webhook_messages')
        .select('id')
        .where('id', '=', params.messageId)
        .where('webhook_id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId)
        .executeTakeFirst();
      if (!message) throw notFound('Event message not found', `No message ${params.messageId} for this webhook.`);
      const rows = await ctx.db.selectFrom('webhook_attempts').selectAll().where('message_id', '=', message.id).orderBy('attempt').execute();
      return { status: 200, body: { data: rows.map(toWebhookAttempt) } };
    },
  }),
  route({
    operationId: 'triggerWebhookTestEvent',
    access: 'update:webhooks',
    async handler({ ctx }) {
      const rows = await enqueueWebhookEvent(
        ctx.db,
        ctx.orgId,
        ctx.environment,
        WEBHOOK_TEST_EVENT,
        { message: 'This is a test event from Veriflow.', organizationId: ctx.orgId, environment: ctx.environment },
        { ignoreFilters: true },
      );
      await ctx.audit('webhook.test_event_sent', { type: 'webhook' }, { messages: rows.map((r) => ({ id: r.id, webhookId: r.webhook_id })) });
      return { status: 202, body: { eventType: WEBHOOK_TEST_EVENT, count: rows.length, messages: rows.map(toWebhookMessage) } };
    },
  }),
  route({
    operationId: 'retryWebhookMessage',
    access: 'update:webhooks',
    async handler({ ctx, params }) {
      const hook = await ownWebhook(ctx, params.webhookId);
      const message = await ctx.db
        .selectFrom('webhook_messages')
        .selectAll()
        .where('id', '=', params.messageId)
        .where('webhook_id', '=', hook.id)
        .where('organization_id', '=', ctx.orgId)
        .executeTakeFirst();
      if (!message) throw notFound('Event message not found', `No message ${params.messageId} for this webhook.`);
      if (message.status !== 'Fail') throw conflict(`Only a failed message can be retried; this one is ${message.status}`);
      const row = await retryFailedMessage(ctx.db, message.id);
      if (!row) throw conflict('Only a failed message can be retried; this one is already queued');
      await ctx.audit('webhook.message_retried', { type: 'webhook', id: hook.id }, { messageId: message.id, eventType: message.event_type });
      return { status: 202, body: toWebhookMessage(row) };
    },
  }),
];
