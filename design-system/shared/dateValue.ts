import { CalendarDate, parseDate } from '@internationalized/date';
import { IST_TIME_ZONE, zonedParts } from '../DateTime';

/** A day from an ISO date string (yyyy-MM-dd); null for none or anything else. */
export function parseIsoDay(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const day = parseDate(value);
    return day.toString() === value ? day : null;
  } catch {
    return null;
  }
}

/** The calendar day of an instant in a zone (IST by default). */
export function dayIn(date: Date, timeZone: string = IST_TIME_ZONE): CalendarDate {
  const p = zonedParts(date, timeZone);
  return new CalendarDate(p.year, p.month, p.day);
}

/** What a date segment shows: the year as two digits (dd/mm/yy) unless it is being edited. */
export function segmentText(segment: { text: string; type: string; isFocused: boolean; isPlaceholder: boolean }, shortYear: boolean): string {
  if (!shortYear || segment.type !== 'year' || segment.isFocused) return segment.text;
  return segment.isPlaceholder ? 'yy' : segment.text.slice(-2);
}
