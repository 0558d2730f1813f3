import type { RunCaller, RunRequest, RunResult } from './context';
import type { KeyLease } from '../store/idempotencyKeys';
import { once } from './idempotency';
import { continueRun, start } from './run';

export { setRunLeaseMs } from './lease';
export { startReservationSweep } from './reservationSweep';
export type { FailureLog, RunCaller, RunRequest, RunResult, RunScope } from './context';

/**
 * Runs a transaction (decision-engine.md): starts one, or resumes or polls one with `transactionId`.
 * With an idempotency key, the request runs once and a replay answers the first answer.
 */
export function runTransaction(caller: RunCaller, request: RunRequest, idempotencyKey: string | null): Promise<RunResult> {
  const run = (lease?: KeyLease) => ('transactionId' in request ? continueRun(caller, request.transactionId, request.data, lease) : start(caller, request, lease));
  return idempotencyKey ? once(caller, idempotencyKey, request, run) : run();
}
