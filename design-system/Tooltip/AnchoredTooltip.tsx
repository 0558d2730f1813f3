import { useMemo, type ReactNode, type RefObject } from 'react';
import { TooltipTriggerStateContext, type TooltipTriggerState } from 'react-aria-components';
import type { TooltipPlacement } from './Tooltip';
import { StyledTooltip } from './Tooltip.styles';
import { TooltipPointer } from './TooltipPointer';

export interface AnchoredTooltipProps {
  /** The element the tooltip points at; it needs no trigger of its own. */
  anchorRef: RefObject<Element | null>;
  content: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  placement?: TooltipPlacement;
}

const OFFSET = 8;

/**
 * The look of `Tooltip`, opened by its owner beside any element: one such tooltip can serve many
 * elements (a table's cells) that would each cost a trigger's hooks with `Tooltip`.
 */
export function AnchoredTooltip({ anchorRef, content, isOpen, onOpenChange, placement = 'top' }: AnchoredTooltipProps) {
  // react-aria's Tooltip reads its open state from a trigger's context even when given `isOpen`;
  // without a trigger, this stands in for it.
  const state = useMemo<TooltipTriggerState>(
    () => ({ isOpen, shouldSkipAnimation: false, open: () => onOpenChange(true), close: () => onOpenChange(false) }),
    [isOpen, onOpenChange],
  );
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <StyledTooltip triggerRef={anchorRef} isOpen={isOpen} onOpenChange={onOpenChange} placement={placement} offset={OFFSET} data-vf-overlay="">
        <TooltipPointer />
        {content}
      </StyledTooltip>
    </TooltipTriggerStateContext.Provider>
  );
}
