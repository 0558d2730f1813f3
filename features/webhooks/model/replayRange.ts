import { parseDate } from '@internationalized/date';
import { startOfDayIn } from '~/design-system';

/** Where 'Replay failed since…' starts: a recent span, or the start of a chosen day (IST). */
export type ReplayStart = 'lastHour' | 'last24Hours' | 'last7Days' | 'sinceDate';

export const REPLAY_STARTS: readonly { id: ReplayStart; title: string }[] = [
  { id: 'lastHour', title: 'Last hour' },
  { id: 'last24Hours', title: 'Last 24 hours' },
  { id: 'last7Days', title: 'Last 7 days' },
  { id: 'sinceDate', title: 'Since a date' },
];

const HOUR_MS = 3600_000;
const SPAN_MS: Record<Exclude<ReplayStart, 'sinceDate'>, number> = { lastHour: HOUR_MS, last24Hours: 24 * HOUR_MS, last7Days: 7 * 24 * HOUR_MS };

/**
 * The instant the replay starts from: `now` less the span, or 00:00 IST of `day` (yyyy-MM-dd);
 * null when a day is wanted and none (or one after today) is given.
 */
export function replaySince(start: ReplayStart, now: Date, day?: string | null): Date | null {
  if (start !== 'sinceDate') return new Date(now.getTime() - SPAN_MS[start]);
  if (!day) return null;
  let since: Date;
  try {
    since = startOfDayIn(parseDate(day));
  } catch {
    return null;
  }
  return since.getTime() <= now.getTime() ? since : null;
}

/** The replay toast: how many failed messages were queued again. */
export function replayResultText(count: number): string {
  if (count === 0) return 'No failed messages in that period';
  return count === 1 ? '1 failed message queued again' : `${count} failed messages queued again`;
}

/** Said beside the count when the server queued its limit and more remain. */
export const REPLAY_TRUNCATED_TEXT = 'More failed messages remain in that period: replay again to queue the rest.';
