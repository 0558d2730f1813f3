import { useState } from 'react';
import { NameFormModal, useNameSubmission, WORKFLOW_NAME_MIN_LENGTH, WORKFLOW_NAME_TAKEN, WorkflowNameField } from '../../../components/NameFormModal';

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
  const { nameTaken, nameChanged, isSubmitting, send } = useNameSubmission<PublishNameResult>('published');
  const trimmed = name.trim();
  const canSubmit = trimmed.length >= WORKFLOW_NAME_MIN_LENGTH && !isSubmitting;

  return (
    <NameFormModal
      title="Publish Your Workflow"
      description="Give your workflow a name before publishing it."
      submitLabel="Publish Workflow"
      canSubmit={canSubmit}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        if (canSubmit) void send(() => onSubmit(trimmed));
      }}
      onCancel={onCancel}
    >
      <WorkflowNameField
        value={name}
        onChange={(next) => {
          setName(next);
          nameChanged();
        }}
        description="3 to 100 characters, unique among your workflows."
        error={nameTaken ? WORKFLOW_NAME_TAKEN : undefined}
      />
    </NameFormModal>
  );
}

/** Names a workflow whose name still contains 'Untitled' before publishing it (document 2 sections 4.1, 5.1). */
export function PublishNameModal({ isOpen, ...rest }: PublishNameModalProps) {
  return isOpen ? <PublishNameModalBody {...rest} /> : null;
}
