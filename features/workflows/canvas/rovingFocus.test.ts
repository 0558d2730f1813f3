import { describe, expect, it, vi } from 'vitest';
import { createRovingStore, nextRovingItem } from './rovingFocus';

// Start, a column of two steps, the plus button between them, an end state.
const items = [
  { id: 'start', x: 0, y: 0 },
  { id: 'plus-after-0', x: 150, y: 0 },
  { id: 'a', x: 300, y: -80 },
  { id: 'b', x: 300, y: 80 },
  { id: 'plus-in-1', x: 300, y: 160 },
  { id: 'end', x: 600, y: 0 },
];

describe('moving between the canvas items by keyboard', () => {
  it('moves right to the nearest item ahead, favouring the one in line', () => {
    expect(nextRovingItem(items, 'start', 'ArrowRight')?.id).toBe('plus-after-0');
    expect(nextRovingItem(items, 'plus-after-0', 'ArrowRight')?.id).toBe('a');
    expect(nextRovingItem(items, 'a', 'ArrowRight')?.id).toBe('end');
  });

  it('moves up and down within a column', () => {
    expect(nextRovingItem(items, 'a', 'ArrowDown')?.id).toBe('b');
    expect(nextRovingItem(items, 'b', 'ArrowDown')?.id).toBe('plus-in-1');
    expect(nextRovingItem(items, 'b', 'ArrowUp')?.id).toBe('a');
  });

  it('stays put at an edge, and Home and End go to the leftmost and the rightmost', () => {
    expect(nextRovingItem(items, 'start', 'ArrowLeft')).toBeNull();
    expect(nextRovingItem(items, 'end', 'Home')?.id).toBe('start');
    expect(nextRovingItem(items, 'start', 'End')?.id).toBe('end');
  });
});

describe('the canvas Tab stop', () => {
  it('is the first item until another is focused, and falls back when that one goes', () => {
    const store = createRovingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setItems(new Set(['start', 'a']), 'start');
    expect(store.tabStop()).toBe('start');
    store.setActive('a');
    expect(store.tabStop()).toBe('a');
    store.setItems(new Set(['start']), 'start');
    expect(store.tabStop()).toBe('start');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
