import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFeedback, holdTransientFeedback, releaseTransientFeedback } from './transientFeedback';

describe('transient feedback', () => {
  afterEach(() => {
    releaseTransientFeedback();
    vi.useRealTimers();
  });

  it('ends after its time', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    afterFeedback(1500, done);
    vi.advanceTimersByTime(1499);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stays while held and ends when the hold is released', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    afterFeedback(1500, done);
    holdTransientFeedback();
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    releaseTransientFeedback();
    expect(done).toHaveBeenCalledOnce();
  });

  it('never ends once cancelled, held or not', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    holdTransientFeedback();
    const cancel = afterFeedback(100, done);
    vi.advanceTimersByTime(200);
    cancel();
    releaseTransientFeedback();
    expect(done).not.toHaveBeenCalled();
  });
});
