import { memo } from 'react';
import { ViewportPortal } from '@xyflow/react';
import { Plus } from 'lucide-react';
import { PLUS_BUTTON_CLASS } from '~/design-system';
import { useCanvasActions } from './canvasActions';
import type { CanvasPlusButton } from './canvasElements';

/**
 * The canvas's plus buttons, each opening the Add Action menu for its place. They live in the
 * viewport's own layer, positioned in flow coordinates, rather than as React Flow nodes: they need
 * no measuring, and a large flow has dozens of them. Native buttons in the design system's look.
 */
export const PlusButtonLayer = memo(function PlusButtonLayer({ buttons }: { buttons: readonly CanvasPlusButton[] }) {
  const { onAddAt } = useCanvasActions();
  return (
    <ViewportPortal>
      {buttons.map(({ id, x, y, label, placement }) => (
        <button key={id} type="button" className={`${PLUS_BUTTON_CLASS} nopan`} data-plus-id={id} style={{ left: x, top: y }} aria-label={label} onClick={() => onAddAt(placement)}>
          <Plus aria-hidden strokeWidth={2.5} />
        </button>
      ))}
    </ViewportPortal>
  );
});
