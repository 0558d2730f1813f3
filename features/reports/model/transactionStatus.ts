import type { StatusStyle } from '~/design-system';

/**
 * The transaction and job statuses of document 1 section 4.7: their names, shown text, colour style
 * and the mapping of a raw outcome from a response. The design system's StatusBadge takes a tone
 * and a label; `statusBadge` gives both for a status.
 */

/** The transaction and status names of document 1 section 4.7. */
export const statusNames = [
  'REJECTED',
  'ERROR',
  'MANUAL_REVIEW',
  'UNKNOWN',
  'SUCCESS',
  'ACCEPTED',
  'CANCELLED',
  'DONE',
  'OK',
  'UPLOADING',
  'IN_QUEUE',
  'PROCESSING',
  'AWAITING',
  'CANCELLING',
  'PAUSED',
  'FAILED',
  'PENDING_DELIVERY',
] as const;

export type StatusName = (typeof statusNames)[number];

/** What `mapOutcome` can return: every status name except OK, which becomes SUCCESS. */
export type Outcome = Exclude<StatusName, 'OK'>;

/** Shown text per status. Unknown statuses display as 'unknown' and failures as 'failed' (document 1 section 4.7). */
export const statusLabels: Record<StatusName, string> = {
  REJECTED: 'Rejected',
  ERROR: 'Error',
  MANUAL_REVIEW: 'Manual Review',
  UNKNOWN: 'unknown',
  SUCCESS: 'Success',
  ACCEPTED: 'Accepted',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
  OK: 'OK',
  UPLOADING: 'Uploading',
  IN_QUEUE: 'In Queue',
  PROCESSING: 'Processing',
  AWAITING: 'Awaiting',
  CANCELLING: 'Cancelling',
  PAUSED: 'Paused',
  FAILED: 'failed',
  PENDING_DELIVERY: 'Pending Delivery',
};

/** The colour style each status is drawn in (a key of the theme's `statusTone`). */
export const statusStyle: Record<StatusName, StatusStyle> = {
  REJECTED: 'rejected',
  ERROR: 'error',
  MANUAL_REVIEW: 'manualReview',
  UNKNOWN: 'unknown',
  SUCCESS: 'success',
  ACCEPTED: 'success',
  CANCELLED: 'stopped',
  DONE: 'completed',
  OK: 'success',
  UPLOADING: 'draft',
  IN_QUEUE: 'inQueue',
  PROCESSING: 'processing',
  AWAITING: 'awaiting',
  CANCELLING: 'stopped',
  PAUSED: 'paused',
  FAILED: 'failed',
  PENDING_DELIVERY: 'pending',
};

const unchanged = new Set<Outcome>(['ACCEPTED', 'CANCELLED', 'DONE', 'UPLOADING', 'PROCESSING', 'AWAITING', 'CANCELLING', 'PAUSED', 'FAILED']);

/** Lower case, trimmed, with runs of spaces, hyphens and underscores made one underscore. */
function normalise(raw: string): string {
  return raw.trim().toLowerCase().replace(/[\s_-]+/g, '_');
}

/**
 * Maps a raw outcome from a transaction response to a status name, ignoring case (document 1
 * section 4.7): error and server error become ERROR; the manual-review response MANUAL_REVIEW;
 * rejected REJECTED; ok SUCCESS; ACCEPTED, CANCELLED, DONE, UPLOADING, PROCESSING, AWAITING,
 * CANCELLING, PAUSED and FAILED stay; the in-queue response IN_QUEUE; the pending-delivery
 * response PENDING_DELIVERY; anything else, including an empty or missing value, UNKNOWN.
 */
export function mapOutcome(raw: string | null | undefined): Outcome {
  if (typeof raw !== 'string') return 'UNKNOWN';
  const value = normalise(raw);
  switch (value) {
    case 'error':
    case 'server_error':
      return 'ERROR';
    case 'manual_review':
      return 'MANUAL_REVIEW';
    case 'rejected':
      return 'REJECTED';
    case 'ok':
      return 'SUCCESS';
    case 'in_queue':
      return 'IN_QUEUE';
    case 'pending_delivery':
      return 'PENDING_DELIVERY';
    default: {
      const upper = value.toUpperCase() as Outcome;
      return unchanged.has(upper) ? upper : 'UNKNOWN';
    }
  }
}

/** The shown text of a status name. */
export function statusLabel(status: StatusName): string {
  return statusLabels[status];
}

/** The StatusBadge props of a status: its colour style and its shown text. */
export function statusBadge(status: StatusName): { tone: StatusStyle; label: string } {
  return { tone: statusStyle[status], label: statusLabels[status] };
}
