import type { ReactNode, RefObject } from 'react';
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
 * elements (a virtualised table's cells) that would each cost a trigger's hooks with `Tooltip`.
 */
export function AnchoredTooltip({ anchorRef, content, isOpen, onOpenChange, placement = 'top' }: AnchoredTooltipProps) {
  return (
    <StyledTooltip triggerRef={anchorRef} isOpen={isOpen} onOpenChange={onOpenChange} placement={placement} offset={OFFSET} data-vf-overlay="">
      <TooltipPointer />
      {content}
    </StyledTooltip>
  );
}
