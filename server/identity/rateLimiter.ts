/**
 * A fixed-window counter per key, in process memory (one server process; ADR 0008). Sign-in limits
 * are kept in the database instead (signInLimits.ts, ADR 0036). `hit` counts
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
