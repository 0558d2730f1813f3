import { unstable_serialize, type SWRConfiguration } from 'swr';
import { CREDITS_PATH } from '~/contract/consoleSessionStart';
import { isApiError } from './errors';

/** Retries after a failed query: `retries` at most, the n-th after `delayMs × n`. */
export interface RetryPolicy {
  readonly retries: number;
  readonly delayMs: number;
}

/** Document 1 section 9 (and section 7 for auth details). */
export const retryPolicies = {
  none: { retries: 0, delayMs: 0 },
  docs: { retries: 3, delayMs: 1000 },
  usage: { retries: 3, delayMs: 1000 },
  authDetails: { retries: 5, delayMs: 3000 },
} as const satisfies Record<string, RetryPolicy>;

/** Answers that a retry cannot change. */
export const NEVER_RETRIED_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 422]);

/** Policies by the contract path that keys start with; every other key gets no retries. */
export const keyRetryPolicies: Readonly<Record<string, RetryPolicy>> = {
  '/v1/auth/me': retryPolicies.authDetails,
  '/v1/auth/docs': retryPolicies.docs,
  [CREDITS_PATH]: retryPolicies.usage,
};

/** The policy of a serialised SWR key (`[path, ...]` or a bare path). */
export function retryPolicyForKey(key: string): RetryPolicy {
  for (const [path, policy] of Object.entries(keyRetryPolicies)) {
    if (key === path || key.startsWith(unstable_serialize([path]))) return policy;
  }
  return retryPolicies.none;
}

export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return policy.delayMs * attempt;
}

/** Whether attempt number `attempt` (1 for the first retry) should run after `error`. */
export function shouldRetry(error: unknown, policy: RetryPolicy, attempt: number): boolean {
  if (attempt > policy.retries) return false;
  return !(isApiError(error) && NEVER_RETRIED_STATUSES.has(error.status));
}

type Revalidate = (options?: { retryCount?: number; dedupe?: boolean }) => unknown;
export type OnErrorRetry = (
  error: unknown,
  key: string,
  config: unknown,
  revalidate: Revalidate,
  options: { retryCount: number; dedupe: boolean },
) => void;

/**
 * An SWR `onErrorRetry` following `policy`, or, without one, the policy of the key. Pass the
 * result as a hook option to give one query its own policy.
 */
export function onErrorRetryWith(policy?: RetryPolicy): OnErrorRetry {
  return (error, key, _config, revalidate, { retryCount }) => {
    const chosen = policy ?? retryPolicyForKey(key);
    if (!shouldRetry(error, chosen, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount, dedupe: true }), retryDelay(chosen, retryCount));
  };
}

/** Global SWR options of the console: retries follow the key's policy, none by default. */
export const apiSWRConfig = {
  onErrorRetry: onErrorRetryWith(),
  shouldRetryOnError: true,
} satisfies SWRConfiguration;
