/**
 * The optional expiry date of a QuickLink (beyond the specification; issue 16): chosen as a day,
 * the link works until the end of that day in the console's time zone (IST, as every date shown).
 */

/** India Standard Time, the console's display zone: UTC+05:30, no daylight saving. */
const IST_OFFSET = '+05:30';

/** The end of the chosen day (yyyy-MM-dd) in IST, as an ISO instant for `expiresAt`; null for none. */
export function expiryInstant(day: string | null): string | null {
  if (!day) return null;
  const at = new Date(`${day}T23:59:59.999${IST_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Today in IST as yyyy-MM-dd: the earliest day an expiry may be. */
export function todayInIst(now: Date): string {
  const shifted = new Date(now.getTime() + (5 * 60 + 30) * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** Whether the link's expiry has passed (a link without one never expires). */
export function isExpired(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= now.getTime();
}
