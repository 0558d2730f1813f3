import { Worker } from 'node:worker_threads';
import type { PgliteConnection, PgliteResult } from './connection';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const errorFrom = (data: Record<string, unknown>): Error => Object.assign(new Error(String(data.message)), data);

/**
 * PGlite on a worker thread (ADR 0043): the same surface as PGlite, each call a message. The
 * server's event loop only posts and receives, so a long query or a burst of runs does not stop
 * it answering other requests. Calls are answered in the order they were sent.
 */
export function openPgliteInWorker(dataDir: string, loadDataDir?: Blob): PgliteConnection {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
  const pending = new Map<number, Pending>();
  let next = 1;
  let failure: Error | undefined;
  let markReady!: () => void;
  let markFailed!: (error: Error) => void;
  const waitReady = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const fail = (error: Error) => {
    failure ??= error;
    markFailed(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('message', (message: { type?: string; id?: number; ok?: boolean; value?: unknown; error?: Record<string, unknown> }) => {
    if (message.type === 'ready') return markReady();
    if (message.type === 'failed') return fail(errorFrom(message.error ?? {}));
    const call = pending.get(message.id!);
    if (!call) return;
    pending.delete(message.id!);
    if (message.ok) call.resolve(message.value);
    else call.reject(errorFrom(message.error ?? {}));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));
  // An unanswered rejection of waitReady must not crash the process before someone awaits it.
  waitReady.catch(() => undefined);

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  return {
    waitReady,
    query: <R>(sql: string, params?: unknown[]) => call<PgliteResult<R>>({ op: 'query', sql, params }),
    queryPrepared: <R>(name: string, sql: string, params: unknown[]) => call<PgliteResult<R>>({ op: 'prepared', name, sql, params }),
    exec: (sql: string) => call<PgliteResult<unknown>[]>({ op: 'exec', sql }),
    ping: () => call<boolean>({ op: 'ping' }),
    dumpDataDir: (compression?: 'none' | 'gzip' | 'auto') => call<Blob>({ op: 'dump', compression }),
    async close() {
      if (!failure) await call({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
