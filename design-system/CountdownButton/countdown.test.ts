import { describe, expect, it } from 'vitest';
import { countdownDisplay, formatCountdown, secondsRemaining } from './countdown';

describe('formatCountdown', () => {
  it('shows mm:ss with leading zeros', () => {
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(3725)).toBe('62:05');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(formatCountdown(8.2)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('secondsRemaining', () => {
  it('counts down from the start', () => {
    const start = 1_000_000;
    expect(secondsRemaining(10, start, start)).toBe(10);
    expect(secondsRemaining(10, start, start + 1)).toBe(10);
    expect(secondsRemaining(10, start, start + 1000)).toBe(9);
    expect(secondsRemaining(10, start, start + 9_500)).toBe(1);
    expect(secondsRemaining(10, start, start + 10_000)).toBe(0);
    expect(secondsRemaining(10, start, start + 60_000)).toBe(0);
  });

  it('treats a clock behind the start as not started', () => {
    expect(secondsRemaining(5, 2000, 1000)).toBe(5);
  });
});

describe('countdownDisplay', () => {
  it('reads 00:09 to 00:00 over a 10-second wait', () => {
    expect(countdownDisplay(10)).toBe('00:09');
    expect(countdownDisplay(5)).toBe('00:04');
    expect(countdownDisplay(1)).toBe('00:00');
    expect(countdownDisplay(0)).toBe('00:00');
    expect(countdownDisplay(61)).toBe('01:00');
  });
});
