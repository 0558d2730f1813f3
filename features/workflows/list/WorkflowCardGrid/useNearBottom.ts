import { useEffect, useRef, type RefObject } from 'react';

/** The nearest ancestor that scrolls vertically; null means the page itself. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Calls `onNear` whenever the sentinel comes within `thresholdPx` of the bottom of its scroll area
 * (the page, or the nearest scrolling ancestor), and again after `key` changes while it still is
 * (a page landed and the list is still short).
 */
export function useNearBottom(sentinel: RefObject<HTMLElement | null>, { enabled, thresholdPx, onNear, key }: { enabled: boolean; thresholdPx: number; onNear: () => void; key: unknown }) {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  }, [onNear]);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: scrollParentOf(element), rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, thresholdPx, key]);
}
