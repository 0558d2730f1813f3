import { describe, expect, it } from 'vitest';
import { createRateLimiter, createSignInLimiter } from './rateLimiter';

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

  it('counts sign-ins per account (5) and per address (20), and a success clears the account', () => {
    const now = 0;
    const signIns = createSignInLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(signIns.attempt('Asha@Example.test', '10.0.0.1').allowed).toBe(true);
    expect(signIns.attempt('asha@example.test', '10.0.0.2')).toEqual({ allowed: false, retryAfterSeconds: 900 });
    signIns.succeeded('asha@example.test');
    expect(signIns.attempt('asha@example.test', '10.0.0.3').allowed).toBe(true);

    const fromOneAddress = createSignInLimiter(() => now);
    for (let i = 0; i < 20; i++) expect(fromOneAddress.attempt(`user${i}@example.test`, '10.9.9.9').allowed).toBe(true);
    expect(fromOneAddress.attempt('user99@example.test', '10.9.9.9').allowed).toBe(false);
  });
});
