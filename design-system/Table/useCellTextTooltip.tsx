import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { AnchoredTooltip } from '../Tooltip';
import { timing } from '../theme';
import { isTruncated } from './TableTruncatedText';

/** The class of a virtualised table's plain cell text, which `useCellTextTooltip` watches. */
export const CELL_TEXT_CLASS = 'vf-virtual-cell-text';

/**
 * One tooltip for all of a virtualised table's plain cell texts: hovering a text cut off by its
 * ellipsis shows the whole text, as `TableTruncatedText` does for each cell of the native table,
 * without a tooltip trigger's hooks in every cell of every row that scrolls into view.
 */
export function useCellTextTooltip() {
  const anchorRef = useRef<HTMLElement | null>(null);
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    if (anchorRef.current === null) return;
    anchorRef.current = null;
    setText(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const el = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${CELL_TEXT_CLASS}`) : null;
    window.clearTimeout(timer.current);
    if (el === anchorRef.current && el !== null) return;
    if (anchorRef.current) close();
    if (!el || !isTruncated(el)) return;
    timer.current = window.setTimeout(() => {
      anchorRef.current = el;
      setText(el.textContent);
    }, timing.tooltipOpenDelayMs);
  };

  const onPointerOut = (event: PointerEvent<HTMLElement>) => {
    const from = event.target instanceof Element ? event.target.closest(`.${CELL_TEXT_CLASS}`) : null;
    if (!from || (event.relatedTarget instanceof Node && from.contains(event.relatedTarget))) return;
    window.clearTimeout(timer.current);
    if (anchorRef.current) timer.current = window.setTimeout(close, timing.tooltipCloseDelayMs);
  };

  const tooltip =
    text === null ? null : <AnchoredTooltip anchorRef={anchorRef} content={text} isOpen onOpenChange={(open) => (open ? undefined : close())} />;

  return { onPointerOver, onPointerOut, close, tooltip };
}
