import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';

/**
 * The one Postgres job queue (pg-boss 10) of the server, on the app's own database: PostgreSQL or
 * the embedded PGlite alike, through pg-boss's `db` adapter over `DatabaseHandle.executeSql` (one
 * code path; ADR 0030). Several server processes on one PostgreSQL share the jobs.
 *
 * On PGlite every queue statement waits for Kysely's connection, so never `send` from inside a
 * Kysely transaction (it would wait for itself): write an outbox row in the transaction and let a
 * relay queue the job, as webhook delivery does.
 */
export interface JobQueue {
  /** Queues a job; a job `id` already queued is ignored (answers null), so sending twice is safe. */
  send(queue: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Queues many jobs in one statement (ids already queued are skipped). */
  insert(queue: string, jobs: Omit<PgBoss.JobInsert, 'name'>[]): Promise<void>;
  /** Runs `handler` for each job of the queue (created if missing). A handler that throws is retried by pg-boss. */
  work<T extends object>(queue: string, options: QueueSetup, handler: (job: PgBoss.Job<T>) => Promise<void>): Promise<string>;
  /**
   * Runs `handler` for each fetched batch of the queue at once (a handler that throws fails the
   * whole batch, retried by pg-boss); a full batch fetches the next at once. Answers the worker id.
   */
  workBatch<T extends object>(queue: string, options: QueueSetup, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>): Promise<string>;
  /** Wakes this process's worker (the id `work` answered) to fetch at once instead of at its next poll. */
  wake(workerId: string): void;
  /** Stops fetching, waits for jobs in flight (up to the timeout) and stops pg-boss's timers. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface QueueSetup {
  /** How often an idle worker looks for due jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Jobs fetched at once; each runs in turn (default 5). */
  batchSize?: number;
  /** Retries after a handler throws (crashes and database errors; delivery failures are not thrown). */
  retryLimit?: number;
  retryDelay?: number;
  /** A job running longer than this is failed and retried (default 60 s). */
  expireInSeconds?: number;
}

export interface JobQueueOptions {
  /** Wait this long on stop for jobs in flight (default 20 s: longer than a webhook's 15 s time-out). */
  stopTimeoutMs?: number;
  onError?(error: unknown): void;
}

/** A job id made from a stable key (e.g. a message id and an attempt number): the same key, the same job. */
export function jobIdFor(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Starts the job queue on the database (creating or migrating pg-boss's schema on first use). */
export async function startJobQueue(database: Pick<DatabaseHandle, 'executeSql' | 'jobSchema'>, options: JobQueueOptions = {}): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return (await database.executeSql(text, values)) as { rows: never[] };
        } catch (error) {
          // A handler that outlived stop() (past its timeout) may report back after the database
          // closed: its job is left to expire and run again (every job is safe to run twice). The
          // answer reads as no row changed (pg-boss counts rows[0].count).
          if (stopped) return { rows: [{ count: 0 }] as never[] };
          throw error;
        }
      },
    },
    schema: database.jobSchema,
    // No cron schedules yet: the clock monitor would only add timers.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string, setup: QueueSetup = {}) => {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      name,
      retryLimit: setup.retryLimit ?? 3,
      retryDelay: setup.retryDelay ?? 5,
      retryBackoff: true,
      expireInSeconds: setup.expireInSeconds ?? 60,
    });
    created.add(name);
  };
  return {
    boss,
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      return boss.send(queue, data, sendOptions);
    },
    async insert(queue, jobs) {
      if (jobs.length === 0) return;
      await ensureQueue(queue);
      await boss.insert(jobs.map((job) => ({ ...job, name: queue })));
    },
    async work(queue, setup, handler) {
      await ensureQueue(queue, setup);
      const batchSize = setup.batchSize ?? 5;
      let workerId = '';
      workerId = await boss.work<object>(queue, { pollingIntervalSeconds: setup.pollingIntervalSeconds ?? 2, batchSize }, async (jobs) => {
        // The batch runs side by side; a job that throws is failed alone (pg-boss retries it), the
        // others complete when the batch resolves.
        const results = await Promise.allSettled(jobs.map((job) => handler(job as PgBoss.Job<never>)));
        const failed = jobs.filter((_, i) => results[i]?.status === 'rejected');
        for (const job of failed) {
          const reason = (results[jobs.indexOf(job)] as PromiseRejectedResult).reason as unknown;
          options.onError?.(reason);
          await boss.fail(queue, job.id, { message: reason instanceof Error ? reason.message : String(reason) });
        }
        // A full batch: more are probably waiting, so fetch again at once rather than after the poll interval.
        if (jobs.length === batchSize && !stopped) boss.notifyWorker(workerId);
      });
      return workerId;
    },
    async workBatch(queue, setup, handler) {
      await ensureQueue(queue, setup);
      const batchSize = setup.batchSize ?? 5;
      let workerId = '';
      workerId = await boss.work<object>(queue, { pollingIntervalSeconds: setup.pollingIntervalSeconds ?? 2, batchSize }, async (jobs) => {
        if (stopped) throw new Error('The job queue is stopping; the jobs run again later');
        try {
          await handler(jobs as PgBoss.Job<never>[]);
        } catch (error) {
          options.onError?.(error);
          throw error;
        }
        if (jobs.length === batchSize && !stopped) boss.notifyWorker(workerId);
      });
      return workerId;
    },
    wake(workerId) {
      if (!stopped) boss.notifyWorker(workerId);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 20_000, close: false });
    },
  };
}
