import { useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useFocusable } from 'react-aria';
import { Tooltip } from '../Tooltip';
import { CellTextRoot } from './Table.styles';

/** Whether the element's text is cut off by its ellipsis. */
export function isTruncated(el: HTMLElement | null): boolean {
  return el !== null && el.scrollWidth > el.clientWidth;
}

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

/** The tooltip's trigger: reached by the table's arrow keys (never by Tab), hoverable. */
function TruncatedTrigger({ text, textRef }: { text: string; textRef: RefObject<HTMLSpanElement | null> }) {
  const { focusableProps } = useFocusable({ excludeFromTabOrder: true }, textRef);
  return (
    <CellTextRoot {...focusableProps} ref={textRef}>
      {text}
    </CellTextRoot>
  );
}

/** One line of cell text; when it does not fit, an ellipsis and a tooltip with the full text. */
export function TableTruncatedText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <TableTruncationTooltip text={text} textRef={ref}>
      <TruncatedTrigger text={text} textRef={ref} />
    </TableTruncationTooltip>
  );
}
