import { describe, expect, it } from 'vitest';
import { formatRelativeDuration, formatRelativeTime } from './formatRelativeTime';

const now = new Date('2025-06-03T09:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeDuration', () => {
  it('names the largest whole unit, singular or plural', () => {
    expect(formatRelativeDuration(before(0), now)).toBe('0 seconds');
    expect(formatRelativeDuration(before(1 * SECOND), now)).toBe('1 second');
    expect(formatRelativeDuration(before(45 * SECOND), now)).toBe('45 seconds');
    expect(formatRelativeDuration(before(1 * MINUTE + 30 * SECOND), now)).toBe('1 minute');
    expect(formatRelativeDuration(before(59 * MINUTE), now)).toBe('59 minutes');
    expect(formatRelativeDuration(before(1 * HOUR), now)).toBe('1 hour');
    expect(formatRelativeDuration(before(5 * HOUR + 59 * MINUTE), now)).toBe('5 hours');
    expect(formatRelativeDuration(before(2 * DAY + 3 * HOUR), now)).toBe('2 days');
  });

  it('counts calendar months and years', () => {
    expect(formatRelativeDuration(new Date('2025-05-03T09:00:00.000Z'), now)).toBe('1 month');
    expect(formatRelativeDuration(new Date('2025-01-01T09:00:00.000Z'), now)).toBe('5 months');
    expect(formatRelativeDuration(new Date('2024-06-03T09:00:00.000Z'), now)).toBe('1 year');
    expect(formatRelativeDuration(new Date('2021-01-15T00:00:00.000Z'), now)).toBe('4 years');
  });

  it('gives the same answer for a date after now', () => {
    expect(formatRelativeDuration(new Date(now.getTime() + 3 * HOUR), now)).toBe('3 hours');
  });
});

describe('formatRelativeTime', () => {
  it('fills the template', () => {
    expect(formatRelativeTime(before(2 * DAY), now, 'Edited {time} ago')).toBe('Edited 2 days ago');
    expect(formatRelativeTime(before(1 * HOUR), now)).toBe('1 hour ago');
  });

  it('treats a template without a placeholder as a prefix', () => {
    expect(formatRelativeTime(before(10 * MINUTE), now, 'Last run')).toBe('Last run 10 minutes');
  });
});
