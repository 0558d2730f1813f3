import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH, PLUS_SIZE } from '../model/layout';
import { createRovingStore, isRovingKey, nextRovingItem, type RovingItem, type RovingStore } from './rovingFocus';
import { useViewportMoves } from './viewportMoves';

const RovingContext = createContext<RovingStore>(createRovingStore());
export const RovingProvider = RovingContext.Provider;

/** Whether this step or plus button is the canvas's one Tab stop; re-renders only when that changes. */
export function useIsTabStop(id: string): boolean {
  const store = useContext(RovingContext);
  return useSyncExternalStore(store.subscribe, () => store.tabStop() === id);
}

const selectDomNode = (s: ReactFlowState) => s.domNode;
const ITEM_SELECTOR = '[data-step-id], [data-plus-id]';
const idOf = (element: Element) => (element instanceof HTMLElement ? (element.dataset.stepId ?? element.dataset.plusId ?? null) : null);

/** The element that takes the focus for an item: a plus button, or a step's own button (its first). */
function focusTarget(root: HTMLElement, id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  const item = root.querySelector<HTMLElement>(`[data-step-id="${escaped}"], [data-plus-id="${escaped}"]`);
  if (!item) return null;
  return item.matches('button') ? item : item.querySelector<HTMLElement>('button');
}

export interface CanvasKeyboardProps {
  store: RovingStore;
  /** The steps and plus buttons in reading order (the start first), with their centres. */
  items: readonly RovingItem[];
}

/**
 * The canvas's keyboard: the last focused step or plus button is its one Tab stop, the arrow keys
 * move between them by where they sit (Home and End to the leftmost and the rightmost), and whatever takes
 * the focus is brought into view. Inside ReactFlow.
 */
export function CanvasKeyboard({ store, items }: CanvasKeyboardProps) {
  const root = useStore(selectDomNode);
  const moves = useViewportMoves();
  useEffect(() => {
    store.setItems(new Set(items.map((item) => item.id)), items[0]?.id ?? null);
  }, [store, items]);
  useEffect(() => {
    if (!root) return;
    const reveal = (id: string) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      const plus = root.querySelector(`[data-plus-id="${CSS.escape(id)}"]`) !== null;
      const [width, height] = plus ? [PLUS_SIZE, PLUS_SIZE] : [NODE_WIDTH, NODE_HEIGHT];
      moves.reveal({ x: item.x - width / 2, y: item.y - height / 2, width, height });
    };
    const onFocusIn = (event: FocusEvent) => {
      const item = event.target instanceof Element ? event.target.closest(ITEM_SELECTOR) : null;
      const id = item && idOf(item);
      if (!id) return;
      store.setActive(id);
      reveal(id);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRovingKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const item = event.target instanceof Element ? event.target.closest(ITEM_SELECTOR) : null;
      const id = item && idOf(item);
      // Only from the item's own button: a toolbar action keeps its keys.
      if (!id || focusTarget(root, id) !== event.target) return;
      const next = nextRovingItem(items, id, event.key);
      event.preventDefault();
      if (!next) return;
      store.setActive(next.id);
      focusTarget(root, next.id)?.focus({ preventScroll: true });
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moves reads the store when called
  }, [root, store, items]);
  return null;
}
