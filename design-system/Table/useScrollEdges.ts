import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Columns are hidden to the left (the table is scrolled). */
  start: boolean;
  /** Columns are hidden to the right (more to scroll to). */
  end: boolean;
}

/** Which sides of a horizontally scrolling element hide content; 1 px of rounding is ignored. */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  const left = Math.abs(scrollLeft);
  return { start: left > 1, end: left + clientWidth < scrollWidth - 1 };
}

/**
 * Follows whether a scroll container hides columns on either side, so the table can show that
 * more columns exist (issue 15: at 1024 wide columns were clipped with no cue).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdges(element);
        return next.start === current.start && next.end === current.end ? current : next;
      });
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // A ResizeObserver reports each observed element once after the next layout, which gives the
    // first edges without forcing a layout of the page from inside the commit.
    if (observer) observer.observe(element);
    else update();
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
