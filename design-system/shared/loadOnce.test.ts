import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('asks once and shares the answer', async () => {
    const load = vi.fn(async () => 'module');
    const once = loadOnce(load);
    expect(once.isAsked()).toBe(false);
    const [a, b] = await Promise.all([once(), once()]);
    expect([a, b]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(once.isAsked()).toBe(true);
  });

  it('asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(once.isAsked()).toBe(false);
    await expect(once()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
