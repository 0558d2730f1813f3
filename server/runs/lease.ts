/**
 * How long a run's claims hold without news from their process (ADR 0037): an Idempotency-Key's
 * lease and a starting run's reservation. A live process renews both every third of the lease, so
 * only a process that died lets them lapse; a retry then runs once more and a sweep gives the
 * reservation back.
 */
export const DEFAULT_RUN_LEASE_MS = 30_000;

let leaseMs = DEFAULT_RUN_LEASE_MS;

/** The lease of this process's runs (VERIFLOW_RUN_LEASE_MS; tests shorten it to crash and recover quickly). */
export const runLeaseMs = () => leaseMs;

export function setRunLeaseMs(ms: number) {
  if (!Number.isInteger(ms) || ms < 500) throw new RangeError(`A run lease needs at least 500 ms, got ${ms}`);
  leaseMs = ms;
}

/**
 * Calls `renew` every third of the lease until the returned stop is called. A failed renewal is
 * left to the next one: the lease is long enough to miss one.
 */
export function keepRenewing(renew: () => Promise<unknown>): () => void {
  const timer = setInterval(() => {
    renew().catch(() => undefined);
  }, Math.max(100, Math.floor(leaseMs / 3)));
  timer.unref();
  return () => clearInterval(timer);
}
