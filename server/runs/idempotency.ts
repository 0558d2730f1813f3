import { ConflictError, RejectedError } from '../errors';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, renewIdempotencyKey, requestHash, type KeyLease } from '../store/idempotencyKeys';
import { returnLapsedReservations } from '../store/runReservations';
import { canonicalJson } from '../workflows/flowRules';
import type { RunScope } from './context';
import { keepRenewing, runLeaseMs } from './lease';

/** How long a duplicate Idempotency-Key request waits for the first one to answer. */
const IDEMPOTENCY_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per key: a replay answers the first answer; the same key with a different
 * request, 422. The key is held under a lease renewed while `work` runs; `work` stores its answer
 * under the lease in the database transaction that records what it did (a crash leaves both or
 * neither). When the holder died, the lease lapses and a retry runs `work` once more, after the
 * holds of the dead run are given back.
 */
export async function once<T>(scope: RunScope, key: string, request: unknown, work: (lease: KeyLease) => Promise<T>): Promise<T> {
  const ref = { orgId: scope.orgId, environment: scope.environment, key };
  const hash = requestHash(canonicalJson(request));
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  let lease: KeyLease;
  for (;;) {
    const claim = await claimIdempotencyKey(scope.db, ref, hash, runLeaseMs());
    if (claim.status === 'mismatch') throw new RejectedError('The Idempotency-Key was used with another body', 'Use a new key for a different request.');
    if (claim.status === 'replay') return claim.responseBody as T;
    if (claim.status === 'claimed') {
      if (claim.takenOver) await returnLapsedReservations(scope.db, new Date(), scope.orgId);
      lease = claim.lease;
      break;
    }
    if (Date.now() > deadline) throw new ConflictError('A request with this Idempotency-Key is still running', 'Send it again in a moment to get its answer.');
    await sleep(25);
  }
  const stopRenewing = keepRenewing(() => renewIdempotencyKey(scope.db, lease, runLeaseMs()));
  try {
    const result = await work(lease);
    // Work that recorded nothing (a poll answered from storage) leaves the answer to store here; a
    // recorded one stored it already, and this writes nothing.
    await completeIdempotencyKey(scope.db, lease, 200, result, null);
    return result;
  } catch (error) {
    await releaseIdempotencyKey(scope.db, lease);
    throw error;
  } finally {
    stopRenewing();
  }
}
