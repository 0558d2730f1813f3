import { useLayoutEffect, useState } from 'react';

/**
 * Whether the element's content overflows it (in either direction, or only vertically), kept
 * current as it resizes, so a scrolling box can be made focusable for keyboard users exactly when it scrolls.
 */
export function useIsScrollable<T extends HTMLElement>(axes: 'both' | 'vertical' = 'both') {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () =>
      setScrollable(element.scrollHeight > element.clientHeight || (axes === 'both' && element.scrollWidth > element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element, axes]);
  return [setElement, scrollable] as const;
}
