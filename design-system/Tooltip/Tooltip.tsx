import type { ReactElement, ReactNode } from 'react';
import { TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { timing } from '../theme';
import { DisabledStandIn } from './DisabledStandIn';
import { StyledTooltip } from './Tooltip.styles';
import { TooltipPointer } from './TooltipPointer';

export type TooltipPlacement = NonNullable<AriaTooltipProps['placement']>;

export interface TooltipProps {
  /** The tooltip text. Keep it short and non-interactive. */
  content: ReactNode;
  /**
   * The trigger: a focusable react-aria element (Button, IconButton, Link). A disabled control
   * cannot take focus or hover, so pass `wrapDisabled` for it.
   */
  children: ReactElement;
  placement?: TooltipPlacement;
  /** Turns the tooltip off while leaving the trigger as it is. */
  isDisabled?: boolean;
  /**
   * Wraps the trigger in a focusable, hoverable stand-in that reports itself as a disabled button,
   * so keyboard and pointer users still reach the explanation of a disabled control. Set it exactly
   * while the wrapped control is disabled.
   */
  wrapDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const OFFSET = 8;

export function Tooltip({ content, children, placement = 'top', isDisabled, wrapDisabled = false, isOpen, defaultOpen, onOpenChange }: TooltipProps) {
  const trigger = wrapDisabled ? <DisabledStandIn>{children}</DisabledStandIn> : children;

  return (
    <TooltipTrigger
      delay={timing.tooltipOpenDelayMs}
      closeDelay={timing.tooltipCloseDelayMs}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {trigger}
      <StyledTooltip placement={placement} offset={OFFSET} data-vf-overlay="">
        <TooltipPointer />
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
