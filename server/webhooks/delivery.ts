import { sql, type Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { jobIdFor, type JobQueue } from '../jobs';
import { recordAudit } from '../store/audit';
import { isSwitchedOff, skipReason } from '../store/webhooks';
import { healthAfterFailure, nextRetryDelay } from './schedule';
import { signingSecrets } from './secrets';
import { sendWebhook, signedHeaders, type Resolve } from './send';

/** The queue of delivery jobs: one job per attempt of a message (data: message id and attempt number). */
export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJob {
  messageId: string;
  attempt: number;
}

export interface DeliveryOptions {
  /** Waits between attempts (default RETRY_SCHEDULE_MS; tests shorten it). */
  schedule?: readonly number[];
  resolve?: Resolve;
  /** Lets deliveries reach local and private addresses (VERIFLOW_ALLOW_PRIVATE_WEBHOOK_URLS=1 outside production; tests). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  /** How often the relay turns outbox messages into jobs (default 0.5 s). */
  relayIntervalMs?: number;
  /** How often an idle delivery worker looks for due jobs (default 1 s; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  now?: () => Date;
  random?: () => number;
  warnAfterMs?: number;
  disableAfterMs?: number;
  log?: { error(obj: unknown, msg?: string): void };
}

export interface WebhookDelivery {
  /** Turns the due outbox messages without a job into delivery jobs (the relay's one pass). */
  relay(): Promise<number>;
  /** Runs one attempt of a message (safe to run twice). */
  deliver(job: DeliveryJob): Promise<void>;
  /** Runs one attempt of each job's message, recorded in one transaction (the job handler). */
  deliverBatch(jobs: readonly DeliveryJob[]): Promise<void>;
  stop(): Promise<void>;
}

const RELAY_BATCH = 500;
const DELIVERY_WORKERS = 2;
const DELIVERY_BATCH = 50;
/** A dispatched message whose attempt is this overdue gets a new job (the job's own retries are long over). */
const STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * Delivers the webhook outbox (ADR 0030). A relay turns each due Pending message without a job
 * into a delivery job (job id from message id and attempt, so a second relay pass or process adds
 * nothing); the job signs and POSTs the message, records the attempt, and either settles the
 * message (Success, Fail, Skipped) or schedules the next attempt for the relay. A job run twice
 * finds its attempt recorded and does nothing.
 */
export function createWebhookDelivery(db: Kysely<Database>, jobs: Pick<JobQueue, 'insert'>, options: DeliveryOptions = {}): Omit<WebhookDelivery, 'stop'> {
  const now = options.now ?? (() => new Date());

  async function relay() {
    const stale = new Date(now().getTime() - STALE_AFTER_MS);
    const due = await db
      .selectFrom('webhook_messages')
      .select(['id', 'attempts', 'next_attempt_at', 'dispatched_at'])
      .where('status', '=', 'Pending')
      .where((eb) =>
        eb.or([
          eb('dispatched_at', 'is', null),
          // A job that should have run long ago and left no attempt (it failed for good, or its queue
          // was lost): queue another.
          eb.and([eb('dispatched_at', '<', stale), eb('next_attempt_at', '<', stale)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(RELAY_BATCH)
      .execute();
    // The same message, attempt and dispatch state give the same job id: two relays (or two
    // processes) reading the same row add one job between them.
    await jobs.insert(
      DELIVERY_QUEUE,
      due.map((message) => ({
        id: jobIdFor(`${message.id}:${message.attempts + 1}:${message.dispatched_at ? message.dispatched_at.toISOString() : 'new'}`),
        data: { messageId: message.id, attempt: message.attempts + 1 } satisfies DeliveryJob,
        ...(message.next_attempt_at ? { startAfter: message.next_attempt_at } : {}),
      })),
    );
    const dispatchedAt = now();
    const fresh = due.filter((m) => !m.dispatched_at);
    if (fresh.length > 0) {
      await sql`
        update webhook_messages as m set dispatched_at = ${dispatchedAt}
        from (values ${sql.join(fresh.map((f) => sql`(${f.id}, ${f.attempts}::int)`))}) as v(id, attempts)
        where m.id = v.id and m.attempts = v.attempts and m.dispatched_at is null`.execute(db);
    }
    for (const message of due.filter((m) => m.dispatched_at)) {
      await db
        .updateTable('webhook_messages')
        .set({ dispatched_at: dispatchedAt })
        .where('id', '=', message.id)
        .where('attempts', '=', message.attempts)
        .where('dispatched_at', '=', message.dispatched_at)
        .execute();
    }
    return due.length;
  }

  /**
   * Runs one attempt of each job's message: the messages read in one query, the POSTs side by side,
   * the attempts and the messages written in one transaction. A job run twice finds its attempt
   * made (or recorded: the insert skips it) and does nothing.
   */
  async function deliverBatch(batch: readonly DeliveryJob[]) {
    if (batch.length === 0) return;
    const rows = await db
      .selectFrom('webhook_messages')
      .innerJoin('webhooks', 'webhooks.id', 'webhook_messages.webhook_id')
      .select([
        'webhook_messages.id',
        'webhook_messages.organization_id',
        'webhook_messages.environment',
        'webhook_messages.status',
        'webhook_messages.attempts',
        'webhook_messages.payload',
        'webhook_messages.next_trigger',
        'webhooks.id as webhook_id',
        'webhooks.url as webhook_url',
        'webhooks.secret',
        'webhooks.previous_secret',
        'webhooks.previous_secret_expires_at',
        'webhooks.disabled',
        'webhooks.archived_at',
      ])
      .where('webhook_messages.id', 'in', [...new Set(batch.map((j) => j.messageId))])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const seen = new Set<string>();
    // Gone (webhook deleted), settled, or this attempt already made: nothing to do.
    const due = batch.flatMap((job) => {
      const message = byId.get(job.messageId);
      if (!message || seen.has(job.messageId) || message.status !== 'Pending' || message.attempts !== job.attempt - 1) return [];
      seen.add(job.messageId);
      return [{ message, attempt: job.attempt }];
    });
    const skipped = due.filter((d) => isSwitchedOff(d.message));
    if (skipped.length > 0) {
      await sql`
        update webhook_messages as m set status = 'Skipped', next_attempt_at = null, last_error = v.last_error, updated_at = ${now()}
        from (values ${sql.join(skipped.map((d) => sql`(${d.message.id}, ${d.attempt - 1}::int, ${skipReason(d.message)}::text)`))}) as v(id, attempts, last_error)
        where m.id = v.id and m.status = 'Pending' and m.attempts = v.attempts`.execute(db);
    }
    const sending = due.filter((d) => !isSwitchedOff(d.message));
    if (sending.length === 0) return;

    const outcomes = await Promise.all(
      sending.map(async ({ message, attempt }) => {
        const body = JSON.stringify(message.payload);
        const signedAt = now();
        const result = await sendWebhook({
          url: message.webhook_url,
          headers: signedHeaders(signingSecrets(message, signedAt), message.id, signedAt, body),
          body,
          resolve: options.resolve,
          allowPrivate: options.allowPrivate,
          timeoutMs: options.timeoutMs,
        });
        const trigger = message.next_trigger;
        const delay = result.ok || trigger === 'manual' ? null : nextRetryDelay(attempt, result, { schedule: options.schedule, random: options.random });
        const settledAt = now();
        return {
          message,
          attempt,
          trigger,
          result,
          settledAt,
          body,
          status: result.ok ? ('Success' as const) : delay === null ? ('Fail' as const) : ('Pending' as const),
          nextAttemptAt: delay === null ? null : new Date(settledAt.getTime() + delay),
          error: result.error ?? (result.ok ? null : `The receiver answered ${result.statusCode}`),
        };
      }),
    );

    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('webhook_attempts')
        .values(
          outcomes.map((o) => ({
            message_id: o.message.id,
            webhook_id: o.message.webhook_id,
            organization_id: o.message.organization_id,
            attempt: o.attempt,
            trigger: o.trigger,
            status: o.result.ok ? ('Success' as const) : ('Fail' as const),
            status_code: o.result.statusCode ?? null,
            response_excerpt: o.result.excerpt,
            error: o.error,
            duration_ms: o.result.durationMs,
            url: o.message.webhook_url,
            request_headers: json(o.result.requestHeaders),
            request_body: o.body,
            response_headers: json(o.result.responseHeaders),
          })),
        )
        .onConflict((oc) => oc.columns(['message_id', 'attempt']).doNothing())
        .returning('message_id')
        .execute();
      const recordedIds = new Set(inserted.map((r) => r.message_id));
      const recorded = outcomes.filter((o) => recordedIds.has(o.message.id));
      if (recorded.length === 0) return;
      await sql`
        update webhook_messages as m
        set status = v.status, attempts = v.attempt, next_attempt_at = v.next_attempt_at, next_trigger = 'scheduled',
            dispatched_at = null, last_error = v.last_error, updated_at = v.settled_at
        from (values ${sql.join(
          recorded.map((o) => sql`(${o.message.id}, ${o.attempt}::int, ${o.status}, ${o.nextAttemptAt}::timestamptz, ${o.error}::text, ${o.settledAt}::timestamptz)`),
        )}) as v(id, attempt, status, next_attempt_at, last_error, settled_at)
        where m.id = v.id and m.attempts = v.attempt - 1`.execute(trx);

      // Endpoint health, per webhook in the order the attempts settled.
      const byHook = new Map<string, typeof recorded>();
      for (const o of [...recorded].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime())) {
        byHook.set(o.message.webhook_id, [...(byHook.get(o.message.webhook_id) ?? []), o]);
      }
      const healthy = [...byHook].filter(([, list]) => list.every((o) => o.result.ok)).map(([id]) => id);
      if (healthy.length > 0) {
        // Only a webhook that was failing is written (no row lock on the hot path of a healthy one).
        await trx
          .updateTable('webhooks')
          .set({ failing_since: null, warned_at: null })
          .where('id', 'in', healthy)
          .where((eb) => eb.or([eb('failing_since', 'is not', null), eb('warned_at', 'is not', null)]))
          .execute();
      }
      for (const [webhookId, list] of byHook) {
        if (healthy.includes(webhookId)) continue;
        for (const o of list) await settleHealth(trx, o.message, o.result.ok, o.settledAt, o.error);
      }
    });
  }

  async function settleHealth(
    trx: Kysely<Database>,
    message: { webhook_id: string; organization_id: string; environment: 'test' | 'live' },
    ok: boolean,
    settledAt: Date,
    error: string | null,
  ) {
    if (ok) {
      await trx.updateTable('webhooks').set({ failing_since: null, warned_at: null }).where('id', '=', message.webhook_id).execute();
      return;
    }
    const hook = await trx
      .updateTable('webhooks')
      .set({ failing_since: sql<Date>`coalesce(failing_since, ${settledAt})` })
      .where('id', '=', message.webhook_id)
      .returning(['failing_since', 'warned_at', 'disabled'])
      .executeTakeFirst();
    if (!hook || hook.disabled) return;
    const action = healthAfterFailure({ failingSince: hook.failing_since, warnedAt: hook.warned_at }, settledAt, options);
    const audit = (name: string) =>
      recordAudit(trx, {
        orgId: message.organization_id,
        actorUserId: null,
        action: name,
        target: { type: 'webhook', id: message.webhook_id },
        environment: message.environment,
        detail: { failingSince: hook.failing_since?.toISOString(), lastError: error },
      });
    if (action === 'warn') {
      await trx.updateTable('webhooks').set({ warned_at: settledAt }).where('id', '=', message.webhook_id).execute();
      await audit('webhook.failing_warning');
    } else if (action === 'disable') {
      await trx
        .updateTable('webhooks')
        .set({ disabled: true, disabled_reason: 'failing', version: sql<number>`version + 1`, updated_at: settledAt })
        .where('id', '=', message.webhook_id)
        .execute();
      await audit('webhook.disabled_failing');
    }
  }

  const deliver = (job: DeliveryJob) => deliverBatch([job]);

  return { relay, deliver, deliverBatch };
}

/** Starts delivering: the delivery worker on the job queue and the relay's timer; `stop` ends both. */
export async function startWebhookDelivery(db: Kysely<Database>, jobs: JobQueue, options: DeliveryOptions = {}): Promise<WebhookDelivery> {
  const delivery = createWebhookDelivery(db, jobs, options);
  // Two workers of 50: a batch waiting on a slow receiver (up to the 15 s time-out) leaves the other fetching.
  const workerIds: string[] = [];
  for (let i = 0; i < DELIVERY_WORKERS; i++) {
    workerIds.push(
      await jobs.workBatch<DeliveryJob>(DELIVERY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: DELIVERY_BATCH, expireInSeconds: 60 }, (batch) =>
        delivery.deliverBatch(batch.map((job) => job.data)),
      ),
    );
  }
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = delivery
      .relay()
      .then((queued) => {
        // New jobs (due now or later): the worker fetches at once rather than at its next poll.
        if (queued > 0) for (const id of workerIds) jobs.wake(id);
      })
      .catch((error: unknown) => options.log?.error({ err: error }, 'webhook relay failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.relayIntervalMs ?? 500);
      });
  };
  tick();
  return {
    ...delivery,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** What queuing a failed message again writes: one attempt, due now, recorded as `manual`. */
const manualAttempt = () => ({ status: 'Pending' as const, next_attempt_at: new Date(), next_trigger: 'manual' as const, dispatched_at: null, updated_at: new Date() });

/** Queues a failed message again for one manual attempt; answers the row, or undefined when it was not Fail. */
export function retryFailedMessage(db: Kysely<Database>, messageId: string) {
  return db.updateTable('webhook_messages').set(manualAttempt()).where('id', '=', messageId).where('status', '=', 'Fail').returningAll().executeTakeFirst();
}

/**
 * Replay: queues again, as Retry does, the webhook's messages in status Fail whose event happened
 * in [since, until), oldest first, at most `limit` of them; a message that later succeeded is no
 * longer Fail and is left alone. Answers how many were queued and whether failed ones remain.
 */
export async function retryFailedMessagesBetween(db: Kysely<Database>, webhookId: string, since: Date, until: Date, limit: number) {
  const failedInRange = () =>
    db
      .selectFrom('webhook_messages')
      .select('id')
      .where('webhook_id', '=', webhookId)
      .where('status', '=', 'Fail')
      .where('event_timestamp', '>=', since)
      .where('event_timestamp', '<', until);
  const queued = await db
    .updateTable('webhook_messages')
    .set(manualAttempt())
    .where('id', 'in', failedInRange().orderBy('event_timestamp').orderBy('id').limit(limit))
    .where('status', '=', 'Fail')
    .returning('id')
    .execute();
  const more = await failedInRange().limit(1).executeTakeFirst();
  return { count: queued.length, truncated: more !== undefined };
}
