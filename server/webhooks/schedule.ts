/**
 * The delivery policy of webhooks as pure functions (ADR 0030): when to try again, and when an
 * endpoint that keeps failing is warned and then disabled.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Waits before the 2nd, 3rd, … 8th attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const RETRY_SCHEDULE_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
/** After a 429 or a time-out the next attempt waits at least this long. */
export const MIN_BACKOFF_AFTER_THROTTLE_MS = 60 * SECOND;
/** Each wait is moved by up to ±10 % so that endpoints recovering from an outage are not hit all at once. */
export const JITTER = 0.1;
/** A receiver that has not answered within this time has timed out. */
export const REQUEST_TIMEOUT_MS = 15 * SECOND;
/** The part of a response body kept with the attempt. */
export const RESPONSE_EXCERPT_BYTES = 4096;
/** The receiver's response headers kept with the attempt: at most this many… */
export const RESPONSE_HEADERS_MAX = 50;
/** …each value cut to this many characters. */
export const RESPONSE_HEADER_VALUE_CHARS = 1024;

/** An endpoint failing continuously this long is disabled… */
export const DISABLE_AFTER_MS = 5 * DAY;
/** …and its owner is warned this long into the streak (a day before), never later than the disabling. */
export const WARN_AFTER_MS = 4 * DAY;

export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's status code; undefined when no answer came (refused, DNS, connection, time-out). */
  statusCode?: number;
  timedOut?: boolean;
}

/**
 * The wait before the next attempt after `attempt` (1-based) failed, or null when the schedule is
 * exhausted and the message fails. `random` in [0, 1) picks the jitter.
 */
export function nextRetryDelay(attempt: number, outcome: AttemptOutcome, options: { schedule?: readonly number[]; random?: () => number } = {}): number | null {
  const schedule = options.schedule ?? RETRY_SCHEDULE_MS;
  const base = schedule[attempt - 1];
  if (base === undefined) return null;
  const random = options.random ?? Math.random;
  const jittered = Math.round(base * (1 + JITTER * (2 * random() - 1)));
  const throttled = outcome.statusCode === 429 || outcome.timedOut === true;
  return throttled ? Math.max(jittered, MIN_BACKOFF_AFTER_THROTTLE_MS) : jittered;
}

/** A receiver answered with success: any 2xx. */
export const isSuccessStatus = (status: number) => status >= 200 && status < 300;

export interface EndpointHealth {
  /** When the current failure streak began; null when the last attempt succeeded. */
  failingSince: Date | null;
  warnedAt: Date | null;
}

export type HealthAction = 'none' | 'warn' | 'disable';

/**
 * What to do with an endpoint after a failed attempt at `now`: warn once the streak reaches
 * WARN_AFTER_MS, disable once it reaches DISABLE_AFTER_MS and a warning has been given (an endpoint
 * is never disabled unwarned: a streak discovered late is warned first, disabled on a later failure).
 */
export function healthAfterFailure(health: EndpointHealth, now: Date, limits: { warnAfterMs?: number; disableAfterMs?: number } = {}): HealthAction {
  if (!health.failingSince) return 'none';
  const streak = now.getTime() - health.failingSince.getTime();
  if (!health.warnedAt) return streak >= (limits.warnAfterMs ?? WARN_AFTER_MS) ? 'warn' : 'none';
  return streak >= (limits.disableAfterMs ?? DISABLE_AFTER_MS) ? 'disable' : 'none';
}
