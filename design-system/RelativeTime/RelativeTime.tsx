import { useEffect, useReducer, type HTMLAttributes } from 'react';
import { IST_LABEL, IST_TIME_ZONE, formatDateTime, toDate, type DateLike } from '../DateTime';
import { RelativeTimeRoot } from './RelativeTime.styles';
import { formatRelativeTime } from './formatRelativeTime';

const systemNow = () => new Date();

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The instant: a Date, an ISO string or epoch milliseconds. */
  value: DateLike;
  /** Text around the duration, with `{time}` where it goes: 'Edited {time} ago'. Defaults to '{time} ago'. */
  template?: string;
  /** The current time; injectable so stories and tests are deterministic. */
  now?: () => Date;
  /** How often the text is recomputed, in milliseconds; 0 turns the refresh off. */
  refreshIntervalMs?: number;
  /** The zone of the absolute time in the tooltip. */
  timeZone?: string;
  timeZoneLabel?: string;
  /** Shown when the value is not a valid date. */
  fallback?: string;
}

/** 'Edited 2 days ago', in a `<time>` element whose title gives the exact IST time. */
export function RelativeTime({
  value,
  template = '{time} ago',
  now = systemNow,
  refreshIntervalMs = 30_000,
  timeZone = IST_TIME_ZONE,
  timeZoneLabel = IST_LABEL,
  fallback = '—',
  ...rest
}: RelativeTimeProps) {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (refreshIntervalMs <= 0) return undefined;
    const id = window.setInterval(refresh, refreshIntervalMs);
    return () => window.clearInterval(id);
  }, [refreshIntervalMs]);

  const date = toDate(value);
  if (!date) return <span {...rest}>{fallback}</span>;
  return (
    <RelativeTimeRoot
      title={`${formatDateTime(date, 'dd-MM-yyyy hh:mm a', timeZone)} ${timeZoneLabel}`}
      {...rest}
      dateTime={date.toISOString()}
    >
      {formatRelativeTime(date, now(), template)}
    </RelativeTimeRoot>
  );
}
