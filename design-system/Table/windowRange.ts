/** The rows a windowed list renders: `start` inclusive, `end` exclusive. */
export interface WindowRange {
  start: number;
  end: number;
}

export interface WindowMetrics {
  scrollTop: number;
  /** Height of the rows' viewport (the scroll region less its sticky header). */
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows rendered beyond each edge of the viewport (at least). */
  overscan: number;
  /**
   * The window moves in steps of this many rows, so that while a list scrolls the window changes
   * (and renders) once per step rather than on every frame; 1 by default.
   */
  step?: number;
}

/**
 * The rows in view at `scrollTop`, widened by at least `overscan` on both sides and clamped to the
 * list. The window is as many rows as can ever be needed, counted from its start, so that its two
 * edges move together: one render adds the rows entering and drops those leaving.
 */
export function windowRange({ scrollTop, viewportHeight, rowHeight, rowCount, overscan, step = 1 }: WindowMetrics): WindowRange {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.min(rowCount - 1, Math.max(0, Math.floor((first - overscan) / step) * step));
  // The last row in view is at most first + ceil(viewport / rowHeight), and first is less than start + step + overscan.
  const span = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 2 * overscan + step;
  return { start, end: Math.min(rowCount, start + span) };
}

/** The smallest scroll that shows row `index` whole; `scrollTop` itself when it is already in view. */
export function scrollTopToReveal({ index, scrollTop, viewportHeight, rowHeight }: { index: number; scrollTop: number; viewportHeight: number; rowHeight: number }): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

export type RowNavigationKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isRowNavigationKey(key: string): key is RowNavigationKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown';
}

/** The row a navigation key moves focus to from row `index`; a page is the rows that fit in view. */
export function targetRowIndex(key: RowNavigationKey, index: number, rowCount: number, rowsPerPage: number): number {
  const last = rowCount - 1;
  const page = Math.max(1, rowsPerPage);
  const next = {
    ArrowUp: index - 1,
    ArrowDown: index + 1,
    Home: 0,
    End: last,
    PageUp: index - page,
    PageDown: index + page,
  }[key];
  return Math.min(last, Math.max(0, next));
}

/**
 * Rows of the window that share a block: `start`–`end` follow each other from the block's top;
 * `placed` is a row rendered apart from them (the tab stop, scrolled out of the window).
 */
export interface RowBlock {
  /** The block's number (its rows' index divided by the step), stable while the window moves. */
  key: number;
  start: number;
  end: number;
  placed?: number;
}

/**
 * The window cut at the multiples of `step`, so that a move of the window by a step adds one block
 * and drops another and leaves the rest as they were; `pinned` (a row to keep outside the window,
 * or null) joins its own block, or makes one of its own.
 */
export function rowBlocks({ start, end }: WindowRange, step: number, pinned: number | null): RowBlock[] {
  const blocks: RowBlock[] = [];
  for (let from = start; from < end; ) {
    const key = Math.floor(from / step);
    const to = Math.min(end, (key + 1) * step);
    blocks.push({ key, start: from, end: to });
    from = to;
  }
  if (pinned === null || (pinned >= start && pinned < end)) return blocks;
  const key = Math.floor(pinned / step);
  const shared = blocks.find((b) => b.key === key);
  if (shared) shared.placed = pinned;
  else blocks.push({ key, start: pinned, end: pinned + 1 });
  return blocks.sort((a, b) => a.key - b.key);
}

/** The rows a block spans, from its start to its last row (the placed one, when it has one). */
export function blockRowSpan({ start, end, placed }: RowBlock): number {
  return (placed ?? end - 1) - start + 1;
}
