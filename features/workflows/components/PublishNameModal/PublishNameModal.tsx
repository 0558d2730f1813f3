import { useId, useState } from 'react';
import { Button, Modal, TextField } from '~/design-system';

export const WORKFLOW_NAME_TAKEN = 'A workflow with the given name already exists';
const NAME_MIN_LENGTH = 3;
const NAME_MAX_LENGTH = 100;

/** What a publish attempt came to: 'nameTaken' keeps the modal open with the message under the field. */
export type PublishNameResult = 'published' | 'nameTaken';

export interface PublishNameModalProps {
  isOpen: boolean;
  /** The current name; a default one ('Untitled…') starts the field empty. */
  name: string;
  /** Publishes under the name; resolves 'nameTaken' on a 422 (other failures are the caller's to show). */
  onSubmit: (name: string) => Promise<PublishNameResult>;
  onCancel: () => void;
}

function PublishNameModalBody({ name: currentName, onSubmit, onCancel }: Omit<PublishNameModalProps, 'isOpen'>) {
  const [name, setName] = useState(currentName.includes('Untitled') ? '' : currentName);
  const [nameTaken, setNameTaken] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const trimmed = name.trim();
  const canSubmit = trimmed.length >= NAME_MIN_LENGTH && !isSubmitting;
  const formId = useId();

  const submit = async () => {
    if (!canSubmit) return;
    setSubmitting(true);
    let result: PublishNameResult | undefined;
    try {
      result = await onSubmit(trimmed);
    } finally {
      // Once published the owner closes the modal: no state is set on a dialog that is unmounting.
      if (result !== 'published') {
        setNameTaken(result === 'nameTaken');
        setSubmitting(false);
      }
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onCancel();
      }}
      title="Publish Your Workflow"
      description="Give your workflow a name before publishing it."
      isDismissable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={!canSubmit && !isSubmitting} isLoading={isSubmitting}>
            Publish Workflow
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Workflow Name"
          value={name}
          onChange={(next) => {
            setName(next);
            setNameTaken(false);
          }}
          isRequired
          maxLength={NAME_MAX_LENGTH}
          description="3 to 100 characters, unique among your workflows."
          isInvalid={nameTaken}
          errorMessage={nameTaken ? WORKFLOW_NAME_TAKEN : undefined}
        />
      </form>
    </Modal>
  );
}

/** Names a workflow whose name still contains 'Untitled' before publishing it (document 2 sections 4.1, 5.1). */
export function PublishNameModal({ isOpen, ...rest }: PublishNameModalProps) {
  return isOpen ? <PublishNameModalBody {...rest} /> : null;
}
