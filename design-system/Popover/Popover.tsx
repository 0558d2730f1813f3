import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { PopoverTitle, StyledPopover, StyledPopoverDialog, type PopoverWidth } from './Popover.styles';

export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

export interface PopoverProps {
  /** The element that opens the popover: a Button, IconButton or other react-aria button. */
  trigger: ReactElement;
  /** The content; a function receives `close` for content that closes the popover itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** A heading at the top that names the dialog. */
  title?: ReactNode;
  /** The dialog's accessible name when there is no title. */
  'aria-label'?: string;
  /** The heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  placement?: PopoverPlacement;
  width?: PopoverWidth;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A non-modal dialog anchored to its trigger (react-aria Popover and Dialog): Enter or Space on the
 * trigger opens it with focus inside, Escape or a click outside closes it and focus returns.
 */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  headingLevel = 3,
  placement = 'bottom start',
  width = 'md',
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <StyledPopover placement={placement} offset={6} $width={width} data-vf-overlay="">
        <StyledPopoverDialog aria-label={title == null ? ariaLabel : undefined}>
          {({ close }) => (
            <>
              {title != null && (
                <PopoverTitle slot="title" level={headingLevel}>
                  {title}
                </PopoverTitle>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </StyledPopoverDialog>
      </StyledPopover>
    </DialogTrigger>
  );
}
