import { describe, expect, it, vi } from 'vitest';
import { clampToastDuration, createToastQueue } from './toastQueue';

describe('clampToastDuration', () => {
  it('defaults to 2000 ms', () => {
    expect(clampToastDuration()).toBe(2000);
  });

  it('keeps durations between 1000 and 5000 ms', () => {
    expect(clampToastDuration(300)).toBe(1000);
    expect(clampToastDuration(1000)).toBe(1000);
    expect(clampToastDuration(3500)).toBe(3500);
    expect(clampToastDuration(5000)).toBe(5000);
    expect(clampToastDuration(60_000)).toBe(5000);
    expect(clampToastDuration(Number.POSITIVE_INFINITY)).toBe(5000);
  });
});

describe('createToastQueue', () => {
  it('adds a toast of each tone with its options', () => {
    const q = createToastQueue();
    const onAction = vi.fn();
    q.info('Info');
    q.success('Copied to clipboard', { description: 'Content copied to clipboard' });
    q.error('Failed', { action: { label: 'Retry', onAction }, closable: false });
    q.warning('Careful', { durationMs: 4000 });
    const visible = q.queue.visibleToasts.map((t) => ({ ...t.content, timeout: t.timeout }));
    expect(visible).toEqual(
      expect.arrayContaining([
        { tone: 'info', title: 'Info', description: undefined, action: undefined, closable: true, timeout: 2000 },
        { tone: 'success', title: 'Copied to clipboard', description: 'Content copied to clipboard', action: undefined, closable: true, timeout: 2000 },
        { tone: 'error', title: 'Failed', description: undefined, action: { label: 'Retry', onAction }, closable: false, timeout: 2000 },
        { tone: 'warning', title: 'Careful', description: undefined, action: undefined, closable: true, timeout: 4000 },
      ]),
    );
  });

  it('clamps the duration', () => {
    const q = createToastQueue();
    q.info('Short', { durationMs: 10 });
    q.info('Long', { durationMs: 20_000 });
    expect(q.queue.visibleToasts.map((t) => t.timeout).sort()).toEqual([1000, 5000]);
  });

  it('keeps toasts without a timeout when auto-dismiss is off', () => {
    const q = createToastQueue({ autoDismiss: false });
    q.success('Pinned');
    expect(q.queue.visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('closes and clears toasts', () => {
    const q = createToastQueue();
    const key = q.info('One');
    q.info('Two');
    q.close(key);
    expect(q.queue.visibleToasts.map((t) => t.content.title)).toEqual(['Two']);
    q.clear();
    expect(q.queue.visibleToasts).toHaveLength(0);
  });

  it('limits the visible toasts', () => {
    const q = createToastQueue({ maxVisibleToasts: 2 });
    q.info('One');
    q.info('Two');
    q.info('Three');
    expect(q.queue.visibleToasts).toHaveLength(2);
  });
});

describe('holding toasts', () => {
  it('shows toasts without a timeout while held and closes them when released', () => {
    const q = createToastQueue();
    const before = q.success('Before the hold');
    q.hold();
    q.success('Retry Successful', { durationMs: 1000 });
    q.error('Something went wrong');
    expect(q.queue.visibleToasts.map((t) => [t.content.title, t.timeout])).toEqual([
      ['Something went wrong', undefined],
      ['Retry Successful', undefined],
      ['Before the hold', 2000],
    ]);
    q.release();
    expect(q.queue.visibleToasts.map((t) => t.key)).toEqual([before]);
    q.info('After the hold');
    expect(q.queue.visibleToasts[0]?.timeout).toBe(2000);
  });
});
