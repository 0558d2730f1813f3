/** At most 20 webhooks per environment (document 3 section 9; the server answers 409 beyond). */
export const WEBHOOKS_LIMIT = 20;

/** The tooltip of document 3 section 2, word for word. */
export const NO_CREATE_PERMISSION = 'You do not have permission to create webhooks';
export const LIMIT_REACHED = `An environment can have at most ${WEBHOOKS_LIMIT} webhooks. Delete one you no longer use first.`;

/** Why Create Webhook is disabled, or null when it may be pressed. */
export function createBlockedReason(canCreate: boolean, count: number | undefined): string | null {
  if (!canCreate) return NO_CREATE_PERMISSION;
  if (count !== undefined && count >= WEBHOOKS_LIMIT) return LIMIT_REACHED;
  return null;
}
