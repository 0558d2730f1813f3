import { useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Tooltip } from '../Tooltip';
import { isTruncated } from './tableCells';
import { CELL_TEXT_CLASS } from './useCellTextTooltip';

/**
 * A tooltip with the full text that opens only while `textRef`'s text is cut off. Truncation is
 * measured when the tooltip is about to open, not on every render, so thousands of cells scroll
 * by without a layout read each.
 */
export function TableTruncationTooltip({ text, textRef, children }: { text: string; textRef: RefObject<HTMLElement | null>; children: ReactElement }): ReactNode {
  const [isOpen, setOpen] = useState(false);
  return (
    <Tooltip content={text} isOpen={isOpen} onOpenChange={(open) => setOpen(open && isTruncated(textRef.current))}>
      {children}
    </Tooltip>
  );
}

/**
 * One line of cell text; when it does not fit, an ellipsis, and the table's one cell-text tooltip
 * (`useCellTextTooltip`) shows it whole on hover or keyboard focus. Reached by the table's arrow
 * keys, never by Tab. A plain element styled by the table: no hooks, no class of its own per cell.
 */
export function TableTruncatedText({ text }: { text: string }) {
  return (
    <span className={`vf-cell-text ${CELL_TEXT_CLASS}`} tabIndex={-1}>
      {text}
    </span>
  );
}
