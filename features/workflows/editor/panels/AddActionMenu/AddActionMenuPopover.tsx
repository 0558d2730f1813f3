import type { ReactElement, RefObject } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { AddActionMenu, type AddActionMenuProps } from './AddActionMenu';
import { AddActionDialog, AddActionPopover } from './AddActionMenu.styles';

export interface AddActionMenuPopoverProps extends AddActionMenuProps {
  /** The plus button that opens the menu; or pass `triggerRef` for a button rendered elsewhere (a canvas edge). */
  trigger?: ReactElement;
  triggerRef?: RefObject<Element | null>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The area the menu stays inside (the editor's canvas area, below its header); the page by default. */
  boundaryElement?: Element | null;
}

/** The Add Action menu anchored to its plus button; choosing closes it. */
export function AddActionMenuPopover({ trigger, triggerRef, isOpen, onOpenChange, onChoose, boundaryElement, ...menu }: AddActionMenuPopoverProps) {
  const popover = (
    <AddActionPopover
      triggerRef={trigger ? undefined : triggerRef}
      isOpen={trigger ? undefined : isOpen}
      onOpenChange={trigger ? undefined : onOpenChange}
      placement="bottom start"
      offset={8}
      boundaryElement={boundaryElement ?? undefined}
      containerPadding={8}
      data-vf-overlay=""
    >
      <AddActionDialog aria-label="Add Action">
        {({ close }) => (
          <AddActionMenu
            {...menu}
            onChoose={(action) => {
              close();
              onChoose(action);
            }}
          />
        )}
      </AddActionDialog>
    </AddActionPopover>
  );
  if (!trigger) return popover;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {popover}
    </DialogTrigger>
  );
}
