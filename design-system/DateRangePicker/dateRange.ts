import { CalendarDate, CalendarDateTime, fromDate, toCalendarDate, toZoned } from '@internationalized/date';
import { IST_TIME_ZONE } from '../DateTime';

/** The preset ranges of document 1 section 9. 'All' reaches 1095 days back. */
export type DateRangePresetId = '24h' | '7d' | '30d' | '60d' | '90d' | 'all';

export interface DateRangePreset {
  id: DateRangePresetId;
  label: string;
  /** How far back from now the range starts, in hours. */
  hours: number;
}

const HOUR_MS = 3_600_000;

export const DATE_RANGE_PRESETS: Readonly<Record<DateRangePresetId, DateRangePreset>> = {
  '24h': { id: '24h', label: 'Last 24 hours', hours: 24 },
  '7d': { id: '7d', label: 'Last 7 days', hours: 7 * 24 },
  '30d': { id: '30d', label: 'Last 30 days', hours: 30 * 24 },
  '60d': { id: '60d', label: 'Last 60 days', hours: 60 * 24 },
  '90d': { id: '90d', label: 'Last 90 days', hours: 90 * 24 },
  all: { id: 'all', label: 'All', hours: 1095 * 24 },
};

/** The full set and the shorter sets of three and two presets. */
export const DATE_RANGE_PRESET_SETS = {
  full: ['24h', '7d', '30d', '60d', '90d', 'all'],
  three: ['24h', '7d', '30d'],
  two: ['7d', '30d'],
} as const satisfies Record<string, readonly DateRangePresetId[]>;

export type DateRangePresetSet = keyof typeof DATE_RANGE_PRESET_SETS;

export const INVALID_DATE_RANGE_MESSAGE = 'Please provide a valid date range';

export interface DateRange {
  start: Date;
  end: Date;
}

/** A chosen range and how it was chosen: a preset, or 'custom' for picked or typed dates. */
export interface DateRangeValue extends DateRange {
  preset: DateRangePresetId | 'custom';
}

/** The range of a preset ending at `now`. */
export function presetRange(id: DateRangePresetId, now: Date): DateRange {
  return { start: new Date(now.getTime() - DATE_RANGE_PRESETS[id].hours * HOUR_MS), end: new Date(now.getTime()) };
}

/** The preset's value, ready for `onChange`. */
export function presetValue(id: DateRangePresetId, now: Date): DateRangeValue {
  return { preset: id, ...presetRange(id, now) };
}

/** 00:00:00 of a calendar day in the zone (IST by default). */
export function startOfDayIn(day: CalendarDate, timeZone: string = IST_TIME_ZONE): Date {
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, 0, 0, 0), timeZone).toDate();
}

/** 23:59:59 of a calendar day in the zone (IST by default). */
export function endOfDayIn(day: CalendarDate, timeZone: string = IST_TIME_ZONE): Date {
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, 23, 59, 59), timeZone).toDate();
}

/** The calendar day an instant falls on in the zone. */
export function calendarDayIn(date: Date, timeZone: string = IST_TIME_ZONE): CalendarDate {
  return toCalendarDate(fromDate(date, timeZone));
}

/** A custom range over whole days: the start day from 00:00:00, the end day to 23:59:59. */
export function customRangeValue(startDay: CalendarDate, endDay: CalendarDate, timeZone: string = IST_TIME_ZONE): DateRangeValue {
  return { preset: 'custom', start: startOfDayIn(startDay, timeZone), end: endOfDayIn(endDay, timeZone) };
}

/**
 * A day typed as dd/mm/yyyy: three numeric parts separated by slashes that make a real date.
 * Returns null otherwise ('31/02/2025', '1-6-2025', '01/06/25', 'today').
 */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  return date.year === year && date.month === month && date.day === day ? date : null;
}

/** dd/mm/yyyy of a calendar day, the format the typed picker reads back. */
export function formatDayMonthYear(day: CalendarDate): string {
  return `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${String(day.year).padStart(4, '0')}`;
}

export type TypedRangeResult = { ok: true; value: DateRangeValue } | { ok: false; error: string };

/**
 * Checks the typed start and end (document 1 section 5): both must be real dd/mm/yyyy dates and the
 * start must not be after the end; otherwise 'Please provide a valid date range'.
 */
export function parseTypedRange(
  startText: string,
  endText: string,
  { timeZone = IST_TIME_ZONE, errorMessage = INVALID_DATE_RANGE_MESSAGE }: { timeZone?: string; errorMessage?: string } = {},
): TypedRangeResult {
  const startDay = parseDayMonthYear(startText);
  const endDay = parseDayMonthYear(endText);
  if (!startDay || !endDay || startDay.compare(endDay) > 0) return { ok: false, error: errorMessage };
  return { ok: true, value: customRangeValue(startDay, endDay, timeZone) };
}

/** The label of a value: its preset's name, or the two days for a custom range. */
export function dateRangeLabel(value: DateRangeValue, { timeZone = IST_TIME_ZONE, customLabel }: { timeZone?: string; customLabel?: string } = {}): string {
  if (value.preset !== 'custom') return DATE_RANGE_PRESETS[value.preset].label;
  if (customLabel) return customLabel;
  return `${formatDayMonthYear(calendarDayIn(value.start, timeZone))} – ${formatDayMonthYear(calendarDayIn(value.end, timeZone))}`;
}
