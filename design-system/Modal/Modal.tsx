import { useId, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { IconButton } from '../IconButton';
import {
  ModalBody,
  ModalCloseSlot,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalHeaderText,
  ModalIcon,
  ModalTitle,
  StyledDialog,
  StyledModal,
  StyledModalOverlay,
} from './Modal.styles';
import type { ModalSize } from './Modal.styles';
import { useIsScrollable } from '../shared/useIsScrollable';

export interface ModalProps {
  /** Controlled open state. Leave unset inside a `ModalTrigger`, which controls it. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Whether a click on the overlay or Escape closes the modal. */
  isDismissable?: boolean;
  /** Keeps Escape from closing a dismissable modal. */
  isKeyboardDismissDisabled?: boolean;
  hideCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** A decorative icon above a centred header (used by the success modal). */
  icon?: ReactNode;
  /** Centres the header and stretches the footer's buttons. */
  centered?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Buttons at the bottom, right-aligned (stretched when `centered`). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** Opens a `Modal` from the button it wraps: `<ModalTrigger><Button>Open</Button><Modal … /></ModalTrigger>`. */
export const ModalTrigger = DialogTrigger;

export function Modal({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  description,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  closeLabel = 'Close',
  icon,
  centered = false,
  role = 'dialog',
  footer,
  children,
}: ModalProps) {
  const descriptionId = useId();
  const [bodyRef, bodyScrollable] = useIsScrollable<HTMLDivElement>('vertical');
  const hasClose = !hideCloseButton;
  return (
    <StyledModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable || isKeyboardDismissDisabled}
      data-vf-overlay=""
    >
      <StyledModal $size={size}>
        <StyledDialog role={role} aria-describedby={description != null ? descriptionId : undefined}>
          <ModalHeader $centered={centered} $hasClose={hasClose} $hasBody={children != null}>
            {icon != null && <ModalIcon>{icon}</ModalIcon>}
            <ModalHeaderText>
              <ModalTitle slot="title">{title}</ModalTitle>
              {description != null && <ModalDescription id={descriptionId}>{description}</ModalDescription>}
            </ModalHeaderText>
          </ModalHeader>
          {hasClose && (
            <ModalCloseSlot>
              <IconButton slot="close" icon="close" label={closeLabel} size="sm" />
            </ModalCloseSlot>
          )}
          {children != null && (
            <ModalBody ref={bodyRef} $hasFooter={footer != null} tabIndex={bodyScrollable ? 0 : undefined}>
              {children}
            </ModalBody>
          )}
          {footer != null && <ModalFooter $centered={centered}>{footer}</ModalFooter>}
        </StyledDialog>
      </StyledModal>
    </StyledModalOverlay>
  );
}
