import { describe, expect, it } from 'vitest';
import { replayResultText, replaySince } from './replayRange';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('replaySince', () => {
  it('goes back the span of each preset', () => {
    expect(replaySince('lastHour', now)?.toISOString()).toBe('2026-11-20T11:00:00.000Z');
    expect(replaySince('last24Hours', now)?.toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(replaySince('last7Days', now)?.toISOString()).toBe('2026-11-13T12:00:00.000Z');
  });

  it('starts a chosen day at midnight IST', () => {
    expect(replaySince('sinceDate', now, '2026-11-19')?.toISOString()).toBe('2026-11-18T18:30:00.000Z');
  });

  it('wants a day that has begun', () => {
    expect(replaySince('sinceDate', now, null)).toBeNull();
    expect(replaySince('sinceDate', now, '2026-11-21')).toBeNull();
    expect(replaySince('sinceDate', now, 'not a day')).toBeNull();
  });
});

describe('replayResultText', () => {
  it('counts what was queued', () => {
    expect(replayResultText(0)).toBe('No failed messages in that period');
    expect(replayResultText(1)).toBe('1 failed message queued again');
    expect(replayResultText(12)).toBe('12 failed messages queued again');
  });
});
