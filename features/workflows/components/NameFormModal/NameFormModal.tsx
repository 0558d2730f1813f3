import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '~/design-system';

const NameForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface NameFormModalProps {
  title: string;
  description: string;
  submitLabel: string;
  /** Whether the form may be sent; the submit button stays enabled (loading) while sending. */
  canSubmit: boolean;
  isSubmitting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** The form's fields: at least the name. */
  children: ReactNode;
}

/**
 * The dialog that names a workflow before it is published, duplicated or imported: a form with
 * Cancel and a submit button, which cannot be dismissed while it is sending.
 */
export function NameFormModal({ title, description, submitLabel, canSubmit, isSubmitting, onSubmit, onCancel, children }: NameFormModalProps) {
  const formId = useId();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onCancel();
      }}
      title={title}
      description={description}
      isDismissable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={!canSubmit && !isSubmitting} isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <NameForm
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </NameForm>
    </Modal>
  );
}
