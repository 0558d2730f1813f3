/**
 * Secret rotation (ADR 0031): after a rotation the previous secret keeps signing beside the new one
 * for PREVIOUS_SECRET_VALID_MS, so a receiver can switch at its own pace; rotating again within
 * that time drops the oldest. Pure functions over the webhook's columns.
 */

export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

export interface WebhookSecrets {
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

/** The previous secret and its expiry while it still signs at `now`; null once expired (or never rotated). */
export function validPreviousSecret(hook: WebhookSecrets, now: Date): { key: string; expiresAt: Date } | null {
  if (!hook.previous_secret || !hook.previous_secret_expires_at) return null;
  if (hook.previous_secret_expires_at.getTime() <= now.getTime()) return null;
  return { key: hook.previous_secret, expiresAt: hook.previous_secret_expires_at };
}

/** The secrets that sign a delivery at `now`: the current one, then the previous while it is valid. */
export function signingSecrets(hook: WebhookSecrets, now: Date): string[] {
  const previous = validPreviousSecret(hook, now);
  return previous ? [hook.secret, previous.key] : [hook.secret];
}

/** The columns a rotation at `now` writes: the new secret, the current one kept as the previous. */
export function rotatedSecrets(hook: Pick<WebhookSecrets, 'secret'>, newSecret: string, now: Date): WebhookSecrets {
  return { secret: newSecret, previous_secret: hook.secret, previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS) };
}
