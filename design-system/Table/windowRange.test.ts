import { describe, expect, it } from 'vitest';
import { blockRowSpan, rowBlocks, scrollTopToReveal, targetRowIndex, windowRange } from './windowRange';

const metrics = { viewportHeight: 440, rowHeight: 48, rowCount: 10_000, overscan: 3 };

describe('windowRange', () => {
  it('renders the rows in view and at least the overscan below them at the top', () => {
    expect(windowRange({ ...metrics, scrollTop: 0 })).toEqual({ start: 0, end: 17 });
  });

  it('widens the rows in view by at least the overscan on both sides midway', () => {
    // Rows 20 (partly) to 29 are in view at 1,000 px.
    expect(windowRange({ ...metrics, scrollTop: 1000 })).toEqual({ start: 17, end: 34 });
  });

  it('stops at the last row', () => {
    expect(windowRange({ ...metrics, scrollTop: 10_000 * 48 - 440 })).toEqual({ start: 9987, end: 10_000 });
    expect(windowRange({ ...metrics, scrollTop: 1e9 })).toEqual({ start: 9999, end: 10_000 });
  });

  it('moves its edges in steps of rows, so that a short scroll keeps the same window', () => {
    expect(windowRange({ ...metrics, step: 8, scrollTop: 1000 })).toEqual({ start: 16, end: 40 });
    expect(windowRange({ ...metrics, step: 8, scrollTop: 1100 })).toEqual({ start: 16, end: 40 });
    expect(windowRange({ ...metrics, step: 8, scrollTop: 10_000 * 48 })).toEqual({ start: 9992, end: 10_000 });
  });

  it('moves both edges at once, a step at a time, always covering the view and the overscan', () => {
    for (let scrollTop = 0; scrollTop < 5000; scrollTop += 7) {
      const { start, end } = windowRange({ ...metrics, step: 8, scrollTop });
      expect(end - start).toBe(24);
      expect(start % 8).toBe(0);
      expect(start).toBeLessThanOrEqual(Math.max(0, Math.floor(scrollTop / 48) - 3));
      expect(end).toBeGreaterThanOrEqual(Math.ceil((scrollTop + 440) / 48) + 3);
    }
  });

  it('renders nothing for no rows, and the rows there are for a short list', () => {
    expect(windowRange({ ...metrics, rowCount: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 });
    expect(windowRange({ ...metrics, rowCount: 4, scrollTop: 0 })).toEqual({ start: 0, end: 4 });
  });
});

describe('scrollTopToReveal', () => {
  const view = { viewportHeight: 440, rowHeight: 48 };

  it('keeps the scroll when the row is wholly in view', () => {
    expect(scrollTopToReveal({ ...view, index: 3, scrollTop: 0 })).toBe(0);
  });

  it('scrolls a row above the view to the top, one below it to the bottom', () => {
    expect(scrollTopToReveal({ ...view, index: 2, scrollTop: 500 })).toBe(96);
    expect(scrollTopToReveal({ ...view, index: 9, scrollTop: 0 })).toBe(10 * 48 - 440);
    expect(scrollTopToReveal({ ...view, index: 9999, scrollTop: 0 })).toBe(10_000 * 48 - 440);
  });
});

describe('targetRowIndex', () => {
  it('moves one row with the arrows and stops at either end', () => {
    expect(targetRowIndex('ArrowDown', 4, 10, 5)).toBe(5);
    expect(targetRowIndex('ArrowUp', 4, 10, 5)).toBe(3);
    expect(targetRowIndex('ArrowUp', 0, 10, 5)).toBe(0);
    expect(targetRowIndex('ArrowDown', 9, 10, 5)).toBe(9);
  });

  it('jumps to the ends with Home and End and a page with PageUp and PageDown', () => {
    expect(targetRowIndex('Home', 7, 10_000, 9)).toBe(0);
    expect(targetRowIndex('End', 7, 10_000, 9)).toBe(9999);
    expect(targetRowIndex('PageDown', 7, 10_000, 9)).toBe(16);
    expect(targetRowIndex('PageUp', 7, 10_000, 9)).toBe(0);
    expect(targetRowIndex('PageDown', 9995, 10_000, 9)).toBe(9999);
  });
});

describe('rowBlocks', () => {
  it('cuts the window at the multiples of the step, so that a block keeps its rows as the window moves', () => {
    expect(rowBlocks({ start: 32, end: 65 }, 16, null)).toEqual([
      { key: 2, start: 32, end: 48 },
      { key: 3, start: 48, end: 64 },
      { key: 4, start: 64, end: 65 },
    ]);
    expect(rowBlocks({ start: 48, end: 81 }, 16, null).slice(0, 1)).toEqual([{ key: 3, start: 48, end: 64 }]);
    expect(rowBlocks({ start: 0, end: 0 }, 16, null)).toEqual([]);
  });

  it('gives a pinned row outside the window a block of its own, in order', () => {
    expect(rowBlocks({ start: 32, end: 65 }, 16, 3)).toEqual([
      { key: 0, start: 3, end: 4 },
      { key: 2, start: 32, end: 48 },
      { key: 3, start: 48, end: 64 },
      { key: 4, start: 64, end: 65 },
    ]);
  });

  it('places a pinned row in the block it shares with the window, and leaves one inside the window be', () => {
    expect(rowBlocks({ start: 32, end: 65 }, 16, 70).at(-1)).toEqual({ key: 4, start: 64, end: 65, placed: 70 });
    expect(rowBlocks({ start: 32, end: 65 }, 16, 40)).toHaveLength(3);
  });
});

describe('blockRowSpan', () => {
  it('spans a block from its start to its last row, the placed one included', () => {
    expect(blockRowSpan({ key: 3, start: 48, end: 64 })).toBe(16);
    expect(blockRowSpan({ key: 4, start: 64, end: 65, placed: 70 })).toBe(7);
  });
});
