import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { SuccessIcon } from './SuccessModal.styles';

export interface SuccessModalProps {
  isOpen: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to 'Close' (document 1 section 2.8). */
  closeLabel?: string;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
}

export function SuccessModal({ isOpen, title, subtitle, closeLabel = 'Close', onClose }: SuccessModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={subtitle}
      size="sm"
      centered
      hideCloseButton
      icon={
        <SuccessIcon>
          <CircleCheck aria-hidden />
        </SuccessIcon>
      }
      footer={
        <Button onPress={onClose} fullWidth>
          {closeLabel}
        </Button>
      }
    />
  );
}
