import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isNearScrollEnd } from './tableCells';

export interface TableLoadMoreOptions {
  onLoadMore?: () => void;
  /** False once every row has loaded. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Distance from the bottom, in px, at which the next page is asked for. */
  threshold: number;
  rowCount: number;
}

/**
 * Infinite scroll: calls `onLoadMore` once per loaded page when the scroll region comes within
 * `threshold` px of its end, and again after a page lands if the rows still do not fill it.
 */
export function useTableLoadMore(scrollRef: RefObject<HTMLElement | null>, { onLoadMore, hasMore, isLoadingMore, threshold, rowCount }: TableLoadMoreOptions) {
  const askedAt = useRef<number | null>(null);

  const check = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !onLoadMore || !hasMore || isLoadingMore || askedAt.current === rowCount) return;
    if (!isNearScrollEnd(el, threshold)) return;
    askedAt.current = rowCount;
    onLoadMore();
  }, [scrollRef, onLoadMore, hasMore, isLoadingMore, threshold, rowCount]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !onLoadMore) return undefined;
    el.addEventListener('scroll', check, { passive: true });
    return () => el.removeEventListener('scroll', check);
  }, [scrollRef, onLoadMore, check]);

  // After each page lands (or loading ends), the region may already be near its end.
  useEffect(() => {
    const frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [check]);
}
