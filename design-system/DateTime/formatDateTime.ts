/** The zone every console time is shown in (document 1 section 9), and its label. */
export const IST_TIME_ZONE = 'Asia/Kolkata';
export const IST_LABEL = 'IST';

/** The display formats of document 1 section 9: dd-MM-yyyy with time variants, plus a few companions. */
export type DateTimeFormat =
  | 'dd-MM-yyyy'
  | 'dd-MM-yyyy HH:mm'
  | 'dd-MM-yyyy HH:mm:ss'
  | 'dd-MM-yyyy hh:mm a'
  | 'dd-MM-yyyy hh:mm:ss a'
  | 'dd/MM/yyyy'
  | 'dd/MM/yy'
  | 'dd MMM yyyy'
  | 'dd MMM yyyy, hh:mm a'
  | 'HH:mm'
  | 'hh:mm a';

export type DateLike = Date | string | number;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Date from a Date, an ISO string or epoch milliseconds; null when it is not a valid instant. */
export function toDate(value: DateLike): Date | null {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** India's clocks have been UTC+05:30, without daylight saving, since 15 October 1945; from 1946 on, IST is that offset. */
const IST_FIXED_FROM = Date.UTC(1946, 0, 1);
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The wall-clock fields of an instant in a time zone, whatever the machine's own zone is. IST
 * (every console time) is computed from its fixed offset: the zone data and a formatter's parts
 * cost the first page that shows a time several milliseconds; other zones, and IST before 1946,
 * come from Intl.
 */
export function zonedParts(date: Date, timeZone: string = IST_TIME_ZONE): ZonedParts {
  if (timeZone === IST_TIME_ZONE && date.getTime() >= IST_FIXED_FROM) {
    const wall = new Date(date.getTime() + IST_OFFSET_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats an instant with a date-fns-style pattern (tokens yyyy, yy, MMM, MM, dd, HH, hh, mm, ss, a)
 * in the given zone, IST by default. Returns '' for an invalid date.
 */
export function formatDateTime(value: DateLike, format: DateTimeFormat = 'dd-MM-yyyy', timeZone: string = IST_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return format.replace(/yyyy|yy|MMM|MM|dd|HH|hh|mm|ss|a/g, (token) => {
    switch (token) {
      case 'yyyy': return pad(p.year, 4);
      case 'yy': return pad(p.year % 100);
      case 'MMM': return MONTHS_SHORT[p.month - 1] ?? '';
      case 'MM': return pad(p.month);
      case 'dd': return pad(p.day);
      case 'HH': return pad(p.hour);
      case 'hh': return pad(hour12);
      case 'mm': return pad(p.minute);
      case 'ss': return pad(p.second);
      default: return p.hour < 12 ? 'AM' : 'PM';
    }
  });
}

/** Whether a format shows a time of day, and so carries the zone label. */
export function formatHasTime(format: DateTimeFormat): boolean {
  return /HH|hh/.test(format);
}
