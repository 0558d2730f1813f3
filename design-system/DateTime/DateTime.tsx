import type { HTMLAttributes } from 'react';
import { DateTimeRoot, DateTimeZone } from './DateTime.styles';
import { IST_LABEL, IST_TIME_ZONE, formatDateTime, formatHasTime, toDate, type DateLike, type DateTimeFormat } from './formatDateTime';

export interface DateTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The instant: a Date, an ISO string or epoch milliseconds. */
  value: DateLike;
  /** `dd-MM-yyyy` by default; the time variants add the zone label. */
  format?: DateTimeFormat;
  /** Shown after the time; defaults to 'IST'. */
  timeZoneLabel?: string;
  /** Whether the zone label shows; by default only for formats with a time. */
  showTimeZone?: boolean;
  timeZone?: string;
  /** Shown when the value is not a valid date. */
  fallback?: string;
}

/** A date or date-time in IST, in a `<time>` element carrying the ISO instant. */
export function DateTime({
  value,
  format = 'dd-MM-yyyy',
  timeZoneLabel = IST_LABEL,
  showTimeZone,
  timeZone = IST_TIME_ZONE,
  fallback = '—',
  ...rest
}: DateTimeProps) {
  const date = toDate(value);
  if (!date) return <span {...rest}>{fallback}</span>;
  const withZone = showTimeZone ?? formatHasTime(format);
  return (
    <DateTimeRoot {...rest} dateTime={date.toISOString()}>
      {formatDateTime(date, format, timeZone)}
      {withZone && (
        <>
          {' '}
          <DateTimeZone>{timeZoneLabel}</DateTimeZone>
        </>
      )}
    </DateTimeRoot>
  );
}
