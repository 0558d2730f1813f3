import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

describe('in-process rate limiter', () => {
  it('allows the limit within a window, refuses with the wait, and opens again after it', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
