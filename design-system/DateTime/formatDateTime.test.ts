import { describe, expect, it } from 'vitest';
import { formatDateTime, formatHasTime, toDate, zonedParts } from './formatDateTime';

// 2025-06-03 09:05:07 UTC is 14:35:07 in India (UTC+05:30).
const instant = new Date(Date.UTC(2025, 5, 3, 9, 5, 7));

describe('formatDateTime', () => {
  it('formats dd-MM-yyyy in IST whatever the machine zone', () => {
    expect(formatDateTime(instant)).toBe('03-06-2025');
    expect(formatDateTime(instant, 'dd-MM-yyyy HH:mm')).toBe('03-06-2025 14:35');
    expect(formatDateTime(instant, 'dd-MM-yyyy HH:mm:ss')).toBe('03-06-2025 14:35:07');
    expect(formatDateTime(instant, 'dd-MM-yyyy hh:mm a')).toBe('03-06-2025 02:35 PM');
    expect(formatDateTime(instant, 'dd-MM-yyyy hh:mm:ss a')).toBe('03-06-2025 02:35:07 PM');
  });

  it('moves to the next IST day late in the UTC evening', () => {
    const lateUtc = new Date(Date.UTC(2025, 11, 31, 19, 0, 0));
    expect(formatDateTime(lateUtc, 'dd-MM-yyyy HH:mm')).toBe('01-01-2026 00:30');
    expect(formatDateTime(lateUtc, 'dd-MM-yyyy hh:mm a')).toBe('01-01-2026 12:30 AM');
  });

  it('shows noon as 12 PM and midnight as 12 AM', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 1, 6, 30)), 'hh:mm a')).toBe('12:00 PM');
    expect(formatDateTime(new Date(Date.UTC(2024, 11, 31, 18, 30)), 'hh:mm a')).toBe('12:00 AM');
    expect(formatDateTime(new Date(Date.UTC(2024, 11, 31, 18, 30)), 'HH:mm')).toBe('00:00');
  });

  it('has the short companions', () => {
    expect(formatDateTime(instant, 'dd/MM/yy')).toBe('03/06/25');
    expect(formatDateTime(instant, 'dd/MM/yyyy')).toBe('03/06/2025');
    expect(formatDateTime(instant, 'dd MMM yyyy')).toBe('03 Jun 2025');
    expect(formatDateTime(instant, 'dd MMM yyyy, hh:mm a')).toBe('03 Jun 2025, 02:35 PM');
  });

  it('accepts ISO strings and epoch milliseconds, and formats in another zone on request', () => {
    expect(formatDateTime('2025-06-03T09:05:07Z', 'dd-MM-yyyy HH:mm')).toBe('03-06-2025 14:35');
    expect(formatDateTime(instant.getTime(), 'dd-MM-yyyy HH:mm')).toBe('03-06-2025 14:35');
    expect(formatDateTime(instant, 'dd-MM-yyyy HH:mm', 'UTC')).toBe('03-06-2025 09:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(toDate('not a date')).toBeNull();
  });
});

describe('zonedParts', () => {
  it('gives the IST wall clock', () => {
    expect(zonedParts(instant)).toEqual({ year: 2025, month: 6, day: 3, hour: 14, minute: 35, second: 7 });
  });

  it("gives for IST, from its fixed offset, what the zone's own data gives", () => {
    const fromZoneData = (date: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
          .formatToParts(date)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value)]),
      );
      return { ...parts, hour: (parts.hour ?? Number.NaN) % 24 };
    };
    // Midnight, year and leap-day edges in IST, the first instant of the fixed offset, then instants spread over 1946–2200.
    const edges = ['1946-01-01T00:00:00Z', '1999-12-31T18:29:59Z', '1999-12-31T18:30:00Z', '2024-02-28T18:30:00Z', '2024-02-29T18:29:59Z', '2100-02-28T18:30:00Z'].map((iso) => new Date(iso));
    const spread = Array.from({ length: 5000 }, (_, i) => new Date(Date.UTC(1946, 0, 1) + Math.floor(((i * 7919) % 5000) * 1_608_000_000 + i * 61_001)));
    for (const date of [...edges, ...spread]) expect(zonedParts(date), date.toISOString()).toEqual(fromZoneData(date));
  });

  it('gives IST before 1946 and other zones from their zone data', () => {
    expect(zonedParts(new Date('1943-06-01T00:00:00Z'))).toMatchObject({ hour: 6, minute: 30 });
    expect(zonedParts(instant, 'UTC')).toEqual({ year: 2025, month: 6, day: 3, hour: 9, minute: 5, second: 7 });
  });
});

describe('formatHasTime', () => {
  it('tells formats with a time from date-only ones', () => {
    expect(formatHasTime('dd-MM-yyyy')).toBe(false);
    expect(formatHasTime('dd-MM-yyyy HH:mm')).toBe(true);
    expect(formatHasTime('dd-MM-yyyy hh:mm a')).toBe(true);
  });
});
