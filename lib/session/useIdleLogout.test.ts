import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS, useIdleLogout } from './useIdleLogout';

const THIRTY_MINUTES = 30 * 60 * 1000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fire = (type: string) => window.dispatchEvent(new Event(type));

describe('useIdleLogout', () => {
  it('waits 1,800,000 ms by default (section 9)', () => {
    expect(IDLE_LOGOUT_MS).toBe(1_800_000);
    expect(IDLE_LOGOUT_MS).toBe(THIRTY_MINUTES);
  });

  it('calls onIdle at exactly 30 minutes of inactivity, not before', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('calls onIdle only once for one idle period', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'mousedown', 'touchstart'])('restarts the 30 minutes on %s', (type) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES - 1000);
    fire(type);
    vi.advanceTimersByTime(THIRTY_MINUTES - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['scroll', 'wheel', 'click', 'keyup', 'focus', 'resize'])('is not reset by %s', (type) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES - 1000);
    fire(type);
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts events that bubble up from the document', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES - 1000);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('arms again after activity that follows an idle call', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle));
    vi.advanceTimersByTime(THIRTY_MINUTES);
    fire('mousemove');
    vi.advanceTimersByTime(THIRTY_MINUTES);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('honours a custom timeout', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(onIdle, { timeoutMs: 5000 }));
    vi.advanceTimersByTime(4999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useIdleLogout(onIdle, { enabled }), { initialProps: { enabled: false } });
    vi.advanceTimersByTime(THIRTY_MINUTES * 2);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    vi.advanceTimersByTime(THIRTY_MINUTES);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onIdle }) => useIdleLogout(onIdle), { initialProps: { onIdle: first } });
    vi.advanceTimersByTime(THIRTY_MINUTES - 1000);
    rerender({ onIdle: second });
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('cleans up on unmount: no call, no timer, no listeners', () => {
    const onIdle = vi.fn();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useIdleLogout(onIdle));
    const types = added.mock.calls.map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['mousemove', 'keydown', 'mousedown', 'touchstart']));

    unmount();
    expect(vi.getTimerCount()).toBe(0);
    for (const [type, listener] of added.mock.calls) {
      expect(removed.mock.calls.some(([t, l]) => t === type && l === listener), type).toBe(true);
    }
    fire('mousemove');
    vi.advanceTimersByTime(THIRTY_MINUTES * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    added.mockRestore();
    removed.mockRestore();
  });
});
