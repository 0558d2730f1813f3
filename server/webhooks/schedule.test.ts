import { describe, expect, it } from 'vitest';
import { DISABLE_AFTER_MS, healthAfterFailure, MIN_BACKOFF_AFTER_THROTTLE_MS, nextRetryDelay, RETRY_SCHEDULE_MS, WARN_AFTER_MS } from './schedule';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h and then gives up', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H]);
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelay(n, { ok: false, statusCode: 500 }, { random: middle }))).toEqual(RETRY_SCHEDULE_MS);
    expect(nextRetryDelay(8, { ok: false, statusCode: 500 }, { random: middle })).toBeNull();
  });

  it('moves each wait by at most ±10 % of jitter', () => {
    expect(nextRetryDelay(2, { ok: false }, { random: () => 0 })).toBe(270 * S);
    expect(nextRetryDelay(2, { ok: false }, { random: () => 0.999999 })).toBeCloseTo(330 * S, -2);
    for (let i = 0; i < 200; i++) {
      const d = nextRetryDelay(4, { ok: false, statusCode: 502 })!;
      expect(d).toBeGreaterThanOrEqual(1.8 * H);
      expect(d).toBeLessThanOrEqual(2.2 * H);
    }
  });

  it('waits at least 60 s after a 429 or a time-out, even early in the schedule', () => {
    expect(MIN_BACKOFF_AFTER_THROTTLE_MS).toBe(60 * S);
    expect(nextRetryDelay(1, { ok: false, statusCode: 429 }, { random: () => 0.5 })).toBe(60 * S);
    expect(nextRetryDelay(1, { ok: false, timedOut: true }, { random: () => 0.5 })).toBe(60 * S);
    expect(nextRetryDelay(1, { ok: false, statusCode: 503 }, { random: () => 0.5 })).toBe(5 * S);
    // Later waits are already longer than the floor.
    expect(nextRetryDelay(3, { ok: false, statusCode: 429 }, { random: () => 0.5 })).toBe(30 * MIN);
    // The floor holds for a shortened (test) schedule too.
    expect(nextRetryDelay(1, { ok: false, statusCode: 429 }, { schedule: [10], random: () => 0.5 })).toBe(60 * S);
  });
});

describe('disabling an endpoint that keeps failing', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('does nothing without a failure streak or early in one', () => {
    expect(healthAfterFailure({ failingSince: null, warnedAt: null }, at(10 * DAY))).toBe('none');
    expect(healthAfterFailure({ failingSince: start, warnedAt: null }, at(3 * DAY))).toBe('none');
  });

  it('warns 4 days into the streak and disables at 5 days, never unwarned', () => {
    expect(WARN_AFTER_MS).toBe(4 * DAY);
    expect(DISABLE_AFTER_MS).toBe(5 * DAY);
    expect(healthAfterFailure({ failingSince: start, warnedAt: null }, at(4 * DAY))).toBe('warn');
    expect(healthAfterFailure({ failingSince: start, warnedAt: at(4 * DAY) }, at(4 * DAY + 23 * H))).toBe('none');
    expect(healthAfterFailure({ failingSince: start, warnedAt: at(4 * DAY) }, at(5 * DAY))).toBe('disable');
    // A streak first noticed after 5 days is warned first, disabled on a later failure.
    expect(healthAfterFailure({ failingSince: start, warnedAt: null }, at(6 * DAY))).toBe('warn');
  });
});
