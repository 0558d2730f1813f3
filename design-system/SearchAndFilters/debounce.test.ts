import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once with the last arguments after the quiet period', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 300);
    d.call('k');
    d.call('ky');
    vi.advanceTimersByTime(299);
    d.call('kyc');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('kyc');
  });

  it('flushes a pending call at once, and reports when there was none', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 300);
    expect(d.flush()).toBe(false);
    d.call('pan');
    expect(d.flush()).toBe(true);
    expect(fn).toHaveBeenCalledWith('pan');
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending call', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 300);
    d.call('gst');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('runs at once with no delay', () => {
    const fn = vi.fn();
    createDebouncer(fn, 0).call('now');
    expect(fn).toHaveBeenCalledWith('now');
  });
});
