import { useId, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useIsScrollable } from '../shared/useIsScrollable';
import { IconButton } from '../IconButton';
import {
  DrawerBody,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderText,
  DrawerTitle,
  StyledDrawer,
  StyledDrawerDialog,
  StyledDrawerOverlay,
  type DrawerSize,
} from './Drawer.styles';

export interface DrawerProps {
  /** Controlled open state. Leave unset inside a `DrawerTrigger`, which controls it. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DrawerSize;
  /** Whether a click on the overlay closes the drawer. Escape always does. */
  isDismissable?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** Opens a `Drawer` from the button it wraps: `<DrawerTrigger><Button>Open</Button><Drawer … /></DrawerTrigger>`. */
export const DrawerTrigger = DialogTrigger;

/**
 * A side panel that slides in from the right over the page (react-aria Modal): focus stays inside
 * while it is open, Escape and the close button close it, and focus returns to the trigger.
 */
export function Drawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  description,
  size = 'md',
  isDismissable = true,
  closeLabel = 'Close',
  footer,
  children,
}: DrawerProps) {
  const descriptionId = useId();
  const [bodyRef, bodyScrollable] = useIsScrollable<HTMLDivElement>();
  return (
    <StyledDrawerOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      data-vf-overlay=""
    >
      <StyledDrawer $size={size}>
        <StyledDrawerDialog aria-describedby={description != null ? descriptionId : undefined}>
          <DrawerHeader>
            <DrawerHeaderText>
              <DrawerTitle slot="title">{title}</DrawerTitle>
              {description != null && <DrawerDescription id={descriptionId}>{description}</DrawerDescription>}
            </DrawerHeaderText>
            <IconButton slot="close" icon="close" label={closeLabel} size="sm" />
          </DrawerHeader>
          {children != null && (
            <DrawerBody ref={bodyRef} tabIndex={bodyScrollable ? 0 : undefined}>
              {children}
            </DrawerBody>
          )}
          {footer != null && <DrawerFooter>{footer}</DrawerFooter>}
        </StyledDrawerDialog>
      </StyledDrawer>
    </StyledDrawerOverlay>
  );
}
