import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jobIdFor, type JobQueue } from '../jobs';
import { recordAudit } from '../store/audit';
import { healthAfterFailure, nextRetryDelay } from './schedule';
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
  /** Runs one attempt of a message (the job handler; safe to run twice). */
  deliver(job: DeliveryJob): Promise<void>;
  stop(): Promise<void>;
}

const RELAY_BATCH = 500;
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

  async function deliver({ messageId, attempt }: DeliveryJob) {
    const message = await db
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
        'webhooks.disabled',
      ])
      .where('webhook_messages.id', '=', messageId)
      .executeTakeFirst();
    // Gone (webhook deleted), settled, or this attempt already made: nothing to do.
    if (!message || message.status !== 'Pending' || message.attempts !== attempt - 1) return;
    if (message.disabled) {
      await db
        .updateTable('webhook_messages')
        .set({ status: 'Skipped', next_attempt_at: null, last_error: 'The webhook is disabled', updated_at: now() })
        .where('id', '=', messageId)
        .where('status', '=', 'Pending')
        .where('attempts', '=', attempt - 1)
        .execute();
      return;
    }

    const body = JSON.stringify(message.payload);
    const sentAt = now();
    const result = await sendWebhook({
      url: message.webhook_url,
      headers: signedHeaders(message.secret, message.id, sentAt, body),
      body,
      resolve: options.resolve,
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
    });
    const trigger = message.next_trigger;
    const delay = result.ok || trigger === 'manual' ? null : nextRetryDelay(attempt, result, { schedule: options.schedule, random: options.random });
    const settledAt = now();
    const status = result.ok ? 'Success' : delay === null ? 'Fail' : 'Pending';
    const error = result.error ?? (result.ok ? null : `The receiver answered ${result.statusCode}`);

    await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('webhook_attempts')
        .values({
          message_id: message.id,
          webhook_id: message.webhook_id,
          organization_id: message.organization_id,
          attempt,
          trigger,
          status: result.ok ? 'Success' : 'Fail',
          status_code: result.statusCode ?? null,
          response_excerpt: result.excerpt,
          error,
          duration_ms: result.durationMs,
          url: message.webhook_url,
        })
        .onConflict((oc) => oc.columns(['message_id', 'attempt']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return;
      await trx
        .updateTable('webhook_messages')
        .set({
          status,
          attempts: attempt,
          next_attempt_at: delay === null ? null : new Date(settledAt.getTime() + delay),
          next_trigger: 'scheduled',
          dispatched_at: null,
          last_error: error,
          updated_at: settledAt,
        })
        .where('id', '=', message.id)
        .where('attempts', '=', attempt - 1)
        .execute();
      if (result.ok) {
        // Only a webhook that was failing is written (no row lock on the hot path of a healthy one).
        await trx
          .updateTable('webhooks')
          .set({ failing_since: null, warned_at: null })
          .where('id', '=', message.webhook_id)
          .where((eb) => eb.or([eb('failing_since', 'is not', null), eb('warned_at', 'is not', null)]))
          .execute();
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
      const audit = (action: string) =>
        recordAudit(trx, {
          orgId: message.organization_id,
          actorUserId: null,
          action,
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
    });
  }

  return { relay, deliver };
}

/** Starts delivering: the delivery worker on the job queue and the relay's timer; `stop` ends both. */
export async function startWebhookDelivery(db: Kysely<Database>, jobs: JobQueue, options: DeliveryOptions = {}): Promise<WebhookDelivery> {
  const delivery = createWebhookDelivery(db, jobs, options);
  const workerId = await jobs.work<DeliveryJob>(DELIVERY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 25, expireInSeconds: 60 }, (job) =>
    delivery.deliver(job.data),
  );
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = delivery
      .relay()
      .then((queued) => {
        // New jobs (due now or later): the worker fetches at once rather than at its next poll.
        if (queued > 0) jobs.wake(workerId);
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

/** Queues a failed message again for one manual attempt; answers the row, or undefined when it was not Fail. */
export function retryFailedMessage(db: Kysely<Database>, messageId: string) {
  return db
    .updateTable('webhook_messages')
    .set({ status: 'Pending', next_attempt_at: new Date(), next_trigger: 'manual', dispatched_at: null, updated_at: new Date() })
    .where('id', '=', messageId)
    .where('status', '=', 'Fail')
    .returningAll()
    .executeTakeFirst();
}
