/**
 * The QuickLink's transaction limit (document 3 section 4): a link whose transactions have reached
 * its limit shows off and cannot be switched on; the tooltip says how many transactions remain.
 */

/** Tooltip of a switch whose link used up its limit (document 3 section 4). */
export const LIMIT_REACHED_TOOLTIP = 'Transaction limit reached';

/** Tooltip of a switch that can be used (document 3 section 4). */
export const availableTransactionsTooltip = (remaining: number): string => `Available transactions: ${remaining}`;

/** The TRANSACTIONS column's second line (document 3 section 2), word for word. */
export const transactionsRemainingText = (remaining: number): string => `${remaining} Transactions Remaining`;

export interface LimitedLink {
  transactionLimit: number;
  transactionCount: number;
  isEnabled: boolean;
}

/** Transactions still allowed (never below 0). */
export function remainingTransactions(link: Pick<LimitedLink, 'transactionLimit' | 'transactionCount'>): number {
  return Math.max(0, link.transactionLimit - link.transactionCount);
}

/** True when transactionLimit is less than or equal to transactionCount. */
export function isLimitReached(link: Pick<LimitedLink, 'transactionLimit' | 'transactionCount'>): boolean {
  return link.transactionLimit <= link.transactionCount;
}

export interface StatusSwitchState {
  /** Whether the switch shows on. */
  isSelected: boolean;
  /** Whether the switch refuses a press: the limit is reached (or the user may not update). */
  isRefused: boolean;
  tooltip: string;
}

/** What the STATUS switch shows: off, refused and 'Transaction limit reached' once the limit is used up. */
export function statusSwitchState(link: LimitedLink): StatusSwitchState {
  if (isLimitReached(link)) return { isSelected: false, isRefused: true, tooltip: LIMIT_REACHED_TOOLTIP };
  return { isSelected: link.isEnabled, isRefused: false, tooltip: availableTransactionsTooltip(remainingTransactions(link)) };
}

/** The row sent back by the status switch: the whole link with isEnabled flipped (document 3 section 4). */
export function withEnabledFlipped<T extends { isEnabled: boolean }>(link: T): T {
  return { ...link, isEnabled: !link.isEnabled };
}
