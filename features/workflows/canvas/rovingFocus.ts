/**
 * The canvas's one Tab stop (a roving tab index): of its steps and plus buttons only one is in the
 * Tab order, the one last focused (the start at first); the arrow keys move between them by where
 * they sit. Pure: the items and the moves; `rovingStore` holds which item is the Tab stop.
 */

export interface RovingItem {
  id: string;
  /** The item's centre, in flow units. */
  x: number;
  y: number;
}

export type RovingKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const isRovingKey = (key: string): key is RovingKey => ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);

/** Ahead of `from` in the key's direction: how far along it, and how far off to the side. */
function along(key: RovingKey, from: RovingItem, to: RovingItem): { ahead: number; aside: number } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (key === 'ArrowRight') return { ahead: dx, aside: Math.abs(dy) };
  if (key === 'ArrowLeft') return { ahead: -dx, aside: Math.abs(dy) };
  if (key === 'ArrowDown') return { ahead: dy, aside: Math.abs(dx) };
  return { ahead: -dy, aside: Math.abs(dx) };
}

/**
 * The item a key moves to: Home the leftmost, End the rightmost (the first such in the list); an arrow the nearest item ahead in its
 * direction, favouring those in line (sideways distance counts double). Null when there is none.
 */
export function nextRovingItem(items: readonly RovingItem[], currentId: string, key: RovingKey): RovingItem | null {
  if (key === 'Home') return items.reduce<RovingItem | null>((best, item) => (best === null || item.x < best.x ? item : best), null);
  if (key === 'End') return items.reduce<RovingItem | null>((best, item) => (best === null || item.x > best.x ? item : best), null);
  const current = items.find((item) => item.id === currentId);
  if (!current) return items[0] ?? null;
  let best: RovingItem | null = null;
  let bestScore = Infinity;
  for (const item of items) {
    if (item.id === currentId) continue;
    const { ahead, aside } = along(key, current, item);
    if (ahead <= 1) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

type Listener = () => void;

/** Which item is the canvas's Tab stop; each item subscribes and re-renders only when it gains or loses it. */
export function createRovingStore() {
  let active: string | null = null;
  let fallback: string | null = null;
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The Tab stop: the last focused item while it exists, else the first item. */
    tabStop: () => active ?? fallback,
    setActive(id: string) {
      if (id === active) return;
      active = id;
      notify();
    },
    /** The items changed: a Tab stop that is gone gives way to the first item. */
    setItems(ids: ReadonlySet<string>, first: string | null) {
      const nextActive = active !== null && ids.has(active) ? active : null;
      if (nextActive === active && first === fallback) return;
      active = nextActive;
      fallback = first;
      notify();
    },
  };
}

export type RovingStore = ReturnType<typeof createRovingStore>;
