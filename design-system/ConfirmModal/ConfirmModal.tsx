import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type ConfirmModalTone = 'default' | 'danger';

export interface ConfirmModalProps {
  isOpen: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to 'Yes' (document 1 section 2.8). */
  confirmLabel?: string;
  /** Defaults to 'No' (document 1 section 2.8). */
  cancelLabel?: string;
  /** Called by the confirm button; the caller closes the modal (at once, or when its work is done). */
  onConfirm: () => void;
  /** Called by the cancel button, the close button, Escape and a click on the overlay. */
  onCancel: () => void;
  /** Shows a spinner in the confirm button and keeps the modal from being dismissed. */
  isLoading?: boolean;
  tone?: ConfirmModalTone;
}

export function ConfirmModal({
  isOpen,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  isLoading = false,
  tone = 'default',
}: ConfirmModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isLoading) onCancel();
      }}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      isDismissable={!isLoading}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isLoading}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={onConfirm} isLoading={isLoading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
