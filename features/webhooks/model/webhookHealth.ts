import type { Webhook } from '../api';

/** The state of a webhook's deliveries, as the list marks it (beyond document 3: the delivery rules of issue 17). */
export type WebhookHealth =
  | { kind: 'archived' }
  | { kind: 'disabledFailing' }
  /** Failing for days and warned: delivery disables it once the streak reaches 5 days. */
  | { kind: 'warned'; failingSince: string }
  | { kind: 'ok' };

type HealthFields = Pick<Webhook, 'disabled' | 'failingSince' | 'warnedAt' | 'disabledReason' | 'archivedAt'>;

export function webhookHealth(hook: HealthFields): WebhookHealth {
  if (hook.archivedAt) return { kind: 'archived' };
  if (hook.disabled) return hook.disabledReason === 'failing' ? { kind: 'disabledFailing' } : { kind: 'ok' };
  if (hook.warnedAt) return { kind: 'warned', failingSince: hook.failingSince ?? hook.warnedAt };
  return { kind: 'ok' };
}

/** The marks' texts. */
export const webhookHealthText = {
  archived: 'Archived',
  disabledFailing: 'Disabled after 5 days of failures',
  warned: (since: string) => `Failing since ${since}, will be disabled`,
} as const;

/** The webhook with its switch flipped: the whole webhook, as PATCH takes it (document 3 section 4). */
export function withDisabledFlipped<T extends Pick<Webhook, 'disabled'>>(hook: T): T {
  return { ...hook, disabled: !hook.disabled };
}
