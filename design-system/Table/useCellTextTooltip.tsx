import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { AnchoredTooltip } from '../Tooltip';
import { timing } from '../theme';
import { isTruncated } from './tableCells';

/**
 * The class of a table's plain cell text, which `useCellTextTooltip` watches (the value keeps the
 * name the virtualised table's styles select it by).
 */
export const CELL_TEXT_CLASS = 'vf-virtual-cell-text';

const cellTextOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`.${CELL_TEXT_CLASS}`) : null);

/**
 * One tooltip for all of a table's plain cell texts: hovering a text cut off by its ellipsis, or
 * reaching it with the keyboard, shows the whole text, without a tooltip trigger's hooks in every
 * cell of every row. Spread the handlers on an element around the rows and render `tooltip`.
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

  const open = (el: HTMLElement) => {
    anchorRef.current = el;
    setText(el.textContent);
  };

  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const el = cellTextOf(event.target);
    window.clearTimeout(timer.current);
    if (el === anchorRef.current && el !== null) return;
    if (anchorRef.current) close();
    if (!el || !isTruncated(el)) return;
    timer.current = window.setTimeout(() => open(el), timing.tooltipOpenDelayMs);
  };

  const onPointerOut = (event: PointerEvent<HTMLElement>) => {
    const from = cellTextOf(event.target);
    if (!from || (event.relatedTarget instanceof Node && from.contains(event.relatedTarget))) return;
    window.clearTimeout(timer.current);
    if (anchorRef.current) timer.current = window.setTimeout(close, timing.tooltipCloseDelayMs);
  };

  // As a tooltip trigger does: keyboard focus (not a click) opens it at once, leaving closes it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const el = cellTextOf(event.target);
    if (!el || el !== event.target || !el.matches(':focus-visible') || !isTruncated(el)) return;
    window.clearTimeout(timer.current);
    open(el);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.target === anchorRef.current) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  const tooltip =
    text === null ? null : <AnchoredTooltip anchorRef={anchorRef} content={text} isOpen onOpenChange={(isOpen) => (isOpen ? undefined : close())} />;

  return { onPointerOver, onPointerOut, onFocus, onBlur, onKeyDown, close, tooltip };
}
