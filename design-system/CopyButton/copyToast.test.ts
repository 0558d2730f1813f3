import { describe, expect, it, vi } from 'vitest';
import { createToastQueue } from '../Toast';
import { contentCopiedToast, copiedToClipboardToast } from './copyToast';

function spyQueue() {
  const queue = createToastQueue();
  const info = vi.spyOn(queue, 'info');
  return { queue, info };
}

describe('copy toasts', () => {
  it("shows 'Copied to clipboard' as an info toast for 1 s", () => {
    const { queue, info } = spyQueue();
    copiedToClipboardToast(queue);
    expect(info).toHaveBeenCalledWith('Copied to clipboard', { durationMs: 1000 });
    expect(queue.queue.visibleToasts.map((t) => t.content)).toEqual([
      { tone: 'info', title: 'Copied to clipboard', description: undefined, action: undefined, closable: true },
    ]);
    expect(queue.queue.visibleToasts[0]?.timeout).toBe(1000);
  });

  it("shows 'Content copied to clipboard' as an info toast for 1 s", () => {
    const { queue, info } = spyQueue();
    contentCopiedToast(queue);
    expect(info).toHaveBeenCalledWith('Content copied to clipboard', { durationMs: 1000 });
  });

  it('takes another message', () => {
    const { queue, info } = spyQueue();
    copiedToClipboardToast(queue, 'QuickLink has been copied successfully');
    expect(info).toHaveBeenCalledWith('QuickLink has been copied successfully', { durationMs: 1000 });
  });
});
