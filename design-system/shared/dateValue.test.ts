import { describe, expect, it } from 'vitest';
import { dayIn, parseIsoDay, segmentText } from './dateValue';

describe('parseIsoDay', () => {
  it('reads yyyy-MM-dd days', () => {
    expect(parseIsoDay('2019-08-17')?.toString()).toBe('2019-08-17');
    expect(parseIsoDay('2024-02-29')?.toString()).toBe('2024-02-29');
  });

  it('gives null for none or anything else', () => {
    for (const value of [null, undefined, '', '17/08/2019', '2019-8-17', '2025-02-30', '2019-13-01', 'today']) {
      expect(parseIsoDay(value)).toBeNull();
    }
  });
});

describe('dayIn', () => {
  it('finds the IST day of an instant', () => {
    expect(dayIn(new Date('2025-06-02T18:29:59.000Z')).toString()).toBe('2025-06-02');
    expect(dayIn(new Date('2025-06-02T18:30:00.000Z')).toString()).toBe('2025-06-03');
    expect(dayIn(new Date('2025-06-02T18:30:00.000Z'), 'UTC').toString()).toBe('2025-06-02');
  });
});

describe('segmentText', () => {
  const year = { text: '2019', type: 'year', isFocused: false, isPlaceholder: false };

  it('shortens the year to two digits unless it is being edited', () => {
    expect(segmentText(year, true)).toBe('19');
    expect(segmentText({ ...year, isFocused: true }, true)).toBe('2019');
    expect(segmentText({ ...year, text: 'yyyy', isPlaceholder: true }, true)).toBe('yy');
    expect(segmentText(year, false)).toBe('2019');
  });

  it('leaves other segments alone', () => {
    expect(segmentText({ text: '08', type: 'month', isFocused: false, isPlaceholder: false }, true)).toBe('08');
    expect(segmentText({ text: '/', type: 'literal', isFocused: false, isPlaceholder: false }, true)).toBe('/');
  });
});
