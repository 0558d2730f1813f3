import { memo } from 'react';
import { createPortal } from 'react-dom';
import { useStore, type ReactFlowState } from '@xyflow/react';
import { Plus } from 'lucide-react';
import { PLUS_BUTTON_CLASS } from '~/design-system';
import { useIsTabStop } from './CanvasKeyboard';
import { useCanvasActions } from './canvasActions';
import type { CanvasPlusButton } from './canvasElements';

const portals = new WeakMap<HTMLElement, Element>();

/**
 * The viewport's own layer, found once per canvas. React Flow's `ViewportPortal` looks it up with
 * a `querySelector` over the whole canvas on every store update, that is every pan frame.
 */
function selectViewportLayer({ domNode }: ReactFlowState): Element | null {
  if (!domNode) return null;
  const known = portals.get(domNode);
  if (known?.isConnected) return known;
  const found = domNode.querySelector('.react-flow__viewport-portal');
  if (found) portals.set(domNode, found);
  return found;
}

/**
 * The canvas's plus buttons, each opening the Add Action menu for its place. They live in the
 * viewport's own layer, positioned in flow coordinates, rather than as React Flow nodes: they need
 * no measuring, and a large flow has dozens of them. Native buttons in the design system's look.
 */
export const PlusButtonLayer = memo(function PlusButtonLayer({ buttons }: { buttons: readonly CanvasPlusButton[] }) {
  const layer = useStore(selectViewportLayer);
  return layer
    ? createPortal(
        buttons.map((button) => <CanvasPlus key={button.id} button={button} />),
        layer,
      )
    : null;
});

/** One plus button; in the Tab order only while it is the canvas's Tab stop (`CanvasKeyboard`). */
function CanvasPlus({ button: { id, x, y, label, placement } }: { button: CanvasPlusButton }) {
  const { onAddAt } = useCanvasActions();
  const isTabStop = useIsTabStop(id);
  return (
    <button type="button" className={`${PLUS_BUTTON_CLASS} nopan`} data-plus-id={id} style={{ left: x, top: y }} tabIndex={isTabStop ? 0 : -1} aria-label={label} onClick={() => onAddAt(placement)}>
      <Plus aria-hidden strokeWidth={2.5} />
    </button>
  );
}
