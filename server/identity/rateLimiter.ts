/**
 * A fixed-window counter per key, in process memory (one server process; ADR 0008). `hit` counts
 * an attempt and answers whether it is within the limit and, if not, how long until it is.
 */
export interface RateLimiter {
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  reset(key: string): void;
}

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }): RateLimiter {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { start: number; count: number }>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
  };

  return {
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        if (windows.size >= maxKeys) sweep(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.start + windowMs - at) / 1000) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Sign-in attempts: 5 per account and 20 per address in 15 minutes. */
export function createSignInLimiter(now?: () => number) {
  const perAccount = createRateLimiter({ limit: 5, windowMs: 15 * 60_000, now });
  const perAddress = createRateLimiter({ limit: 20, windowMs: 15 * 60_000, now });
  return {
    /** Counts an attempt for the e-mail and the address; answers the wait when either is over its limit. */
    attempt(email: string, address: string): { allowed: boolean; retryAfterSeconds: number } {
      const account = perAccount.hit(email.trim().toLowerCase());
      const ip = perAddress.hit(address);
      if (account.allowed && ip.allowed) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(account.retryAfterSeconds, ip.retryAfterSeconds) };
    },
    /** A successful sign-in clears the account's count (not the address's). */
    succeeded(email: string) {
      perAccount.reset(email.trim().toLowerCase());
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
