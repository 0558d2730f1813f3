import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  DATE_RANGE_PRESET_SETS,
  INVALID_DATE_RANGE_MESSAGE,
  calendarDayIn,
  customRangeValue,
  dateRangeLabel,
  endOfDayIn,
  formatDayMonthYear,
  parseDayMonthYear,
  parseTypedRange,
  presetRange,
  presetValue,
  startOfDayIn,
} from './dateRange';

/** 2025-06-03 14:30 IST. */
const now = new Date('2025-06-03T09:00:00.000Z');
const DAY_MS = 86_400_000;

describe('presets', () => {
  it('has the labels and sets of document 1 section 9', () => {
    expect(DATE_RANGE_PRESET_SETS.full.map((id) => DATE_RANGE_PRESETS[id].label)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'All',
    ]);
    expect(DATE_RANGE_PRESET_SETS.three).toHaveLength(3);
    expect(DATE_RANGE_PRESET_SETS.two).toHaveLength(2);
  });

  it('ends a preset at now and starts it the right time back', () => {
    expect(presetRange('24h', now)).toEqual({ start: new Date('2025-06-02T09:00:00.000Z'), end: now });
    expect(presetRange('7d', now).start).toEqual(new Date('2025-05-27T09:00:00.000Z'));
    expect(presetRange('30d', now).start.getTime()).toBe(now.getTime() - 30 * DAY_MS);
    expect(presetRange('60d', now).start.getTime()).toBe(now.getTime() - 60 * DAY_MS);
    expect(presetRange('90d', now).start.getTime()).toBe(now.getTime() - 90 * DAY_MS);
    expect(presetRange('all', now).start.getTime()).toBe(now.getTime() - 1095 * DAY_MS);
    expect(presetValue('7d', now).preset).toBe('7d');
  });
});

describe('whole days in IST', () => {
  const day = new CalendarDate(2025, 6, 1);

  it('starts a day at 00:00:00 and ends it at 23:59:59 IST', () => {
    expect(startOfDayIn(day).toISOString()).toBe('2025-05-31T18:30:00.000Z');
    expect(endOfDayIn(day).toISOString()).toBe('2025-06-01T18:29:59.000Z');
  });

  it('follows another zone on request', () => {
    expect(startOfDayIn(day, 'UTC').toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(endOfDayIn(day, 'UTC').toISOString()).toBe('2025-06-01T23:59:59.000Z');
  });

  it('finds the IST day of an instant', () => {
    expect(calendarDayIn(new Date('2025-06-01T18:29:59.000Z')).toString()).toBe('2025-06-01');
    expect(calendarDayIn(new Date('2025-06-01T18:30:00.000Z')).toString()).toBe('2025-06-02');
  });

  it('makes a custom value over whole days', () => {
    expect(customRangeValue(new CalendarDate(2025, 5, 1), new CalendarDate(2025, 5, 31))).toEqual({
      preset: 'custom',
      start: new Date('2025-04-30T18:30:00.000Z'),
      end: new Date('2025-05-31T18:29:59.000Z'),
    });
  });
});

describe('parseDayMonthYear', () => {
  it('reads real dd/mm/yyyy dates', () => {
    expect(parseDayMonthYear('01/06/2025')?.toString()).toBe('2025-06-01');
    expect(parseDayMonthYear('1/6/2025')?.toString()).toBe('2025-06-01');
    expect(parseDayMonthYear(' 29/02/2024 ')?.toString()).toBe('2024-02-29');
    expect(parseDayMonthYear('31/12/2025')?.toString()).toBe('2025-12-31');
  });

  it('rejects anything that is not three numeric parts separated by slashes', () => {
    for (const text of ['', 'today', '01-06-2025', '01.06.2025', '01/06', '01/06/2025/1', 'aa/06/2025', '01/06/25', '2025/06/01']) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });

  it('rejects dates that do not exist', () => {
    for (const text of ['31/02/2025', '29/02/2025', '00/06/2025', '32/01/2025', '15/13/2025', '15/00/2025', '31/04/2025']) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });

  it('round-trips with formatDayMonthYear', () => {
    expect(formatDayMonthYear(new CalendarDate(2025, 6, 1))).toBe('01/06/2025');
  });
});

describe('parseTypedRange', () => {
  it('gives a custom range from 00:00:00 to 23:59:59 IST', () => {
    expect(parseTypedRange('01/05/2025', '31/05/2025')).toEqual({
      ok: true,
      value: { preset: 'custom', start: new Date('2025-04-30T18:30:00.000Z'), end: new Date('2025-05-31T18:29:59.000Z') },
    });
  });

  it('accepts a one-day range', () => {
    const result = parseTypedRange('03/06/2025', '03/06/2025');
    expect(result).toEqual({ ok: true, value: { preset: 'custom', start: new Date('2025-06-02T18:30:00.000Z'), end: new Date('2025-06-03T18:29:59.000Z') } });
  });

  it('rejects malformed or unreal dates and a start after the end', () => {
    const error = { ok: false, error: INVALID_DATE_RANGE_MESSAGE };
    expect(INVALID_DATE_RANGE_MESSAGE).toBe('Please provide a valid date range');
    expect(parseTypedRange('', '31/05/2025')).toEqual(error);
    expect(parseTypedRange('01/05/2025', '31-05-2025')).toEqual(error);
    expect(parseTypedRange('31/02/2025', '31/05/2025')).toEqual(error);
    expect(parseTypedRange('01/06/2025', '31/05/2025')).toEqual(error);
  });

  it('uses a custom message when given one', () => {
    expect(parseTypedRange('x', 'y', { errorMessage: 'Check the dates' })).toEqual({ ok: false, error: 'Check the dates' });
  });
});

describe('dateRangeLabel', () => {
  it('names a preset or shows the custom days in IST', () => {
    expect(dateRangeLabel(presetValue('30d', now))).toBe('Last 30 days');
    expect(dateRangeLabel(customRangeValue(new CalendarDate(2025, 5, 1), new CalendarDate(2025, 5, 31)))).toBe('01/05/2025 – 31/05/2025');
    expect(dateRangeLabel(customRangeValue(new CalendarDate(2025, 5, 1), new CalendarDate(2025, 5, 31)), { customLabel: 'Custom range' })).toBe('Custom range');
  });
});
