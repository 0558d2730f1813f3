import { ConflictError, RejectedError } from '../errors';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash } from '../store/transactionRuns';
import { canonicalJson } from '../workflows/flowRules';
import type { RunScope } from './context';

/** How long a duplicate Idempotency-Key request waits for the first one to answer. */
const IDEMPOTENCY_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` once per key: a replay answers the first answer; the same key with a different request, 422. */
export async function once<T>(scope: RunScope, key: string, request: unknown, work: () => Promise<T>): Promise<T> {
  const ref = { orgId: scope.orgId, environment: scope.environment, key };
  const hash = requestHash(canonicalJson(request));
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(scope.db, ref, hash);
    if (claim.status === 'mismatch') throw new RejectedError('The Idempotency-Key was used with another body', 'Use a new key for a different request.');
    if (claim.status === 'replay') return claim.responseBody as T;
    if (claim.status === 'claimed') break;
    if (Date.now() > deadline) throw new ConflictError('A request with this Idempotency-Key is still running', 'Send it again in a moment to get its answer.');
    await sleep(25);
  }
  try {
    const result = await work();
    await completeIdempotencyKey(scope.db, ref, 200, result);
    return result;
  } catch (error) {
    await releaseIdempotencyKey(scope.db, ref);
    throw error;
  }
}
