/**
 * The tone each status and HTTP status is drawn in (document 1, sections 4.7 and 8).
 * Tones map to semantic colour pairs in the theme (`tones`).
 */
export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'accent' | 'violet' | 'cyan';

export const statusTone = {
  success: 'success',
  completed: 'success',
  error: 'danger',
  failed: 'danger',
  processing: 'info',
  inProgress: 'info',
  inQueue: 'violet',
  pending: 'warning',
  paused: 'warning',
  stopped: 'neutral',
  draft: 'neutral',
  rejected: 'danger',
  manualReview: 'warning',
  awaiting: 'cyan',
  unknown: 'neutral',
} as const satisfies Record<string, Tone>;

export type StatusStyle = keyof typeof statusTone;

/** Tone for an HTTP status code: 200, 201, 202, 400, 401, 403, 404, 422, 429, 500–504 and 600 have their own. */
export function httpStatusTone(code: number): Tone {
  if (code === 200 || code === 201) return 'success';
  if (code === 202) return 'cyan';
  if (code === 400 || code === 422) return 'warning';
  if (code === 401 || code === 403) return 'violet';
  if (code === 404) return 'neutral';
  if (code === 429) return 'accent';
  if ((code >= 500 && code <= 504) || code === 600) return 'danger';
  if (code >= 200 && code < 300) return 'success';
  if (code >= 400 && code < 500) return 'warning';
  return 'danger';
}
