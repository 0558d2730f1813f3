import { timedOut, type DoneOutcome } from './answer';

/** A call that never answers on its own: it resolves FAILED (timed out) once the engine's time limit aborts it. */
export function untilAborted(signal: AbortSignal): Promise<DoneOutcome> {
  if (signal.aborted) return Promise.resolve(timedOut());
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(timedOut()), { once: true }));
}
