import { useState } from 'react';
import { duplicateName } from '../../model/duplicateName';
import { NameFormModal, nameTooShort, useNameSubmission, WORKFLOW_NAME_MIN_LENGTH, WORKFLOW_NAME_TAKEN, WorkflowNameField } from '../../components/NameFormModal';

export const DUPLICATE_NAME_REQUIRED = 'Name is required';

/** What a duplicate attempt came to: 'nameTaken' keeps the modal open with the clash message under the field. */
export type DuplicateResult = 'duplicated' | 'nameTaken' | 'failed';

export interface DuplicateWorkflowModalProps {
  isOpen: boolean;
  /** The name of the workflow being copied; the field starts with '{name}_copy'. */
  sourceName: string;
  /** Creates the copy under the name; resolves 'nameTaken' on a 422 (other failures are the caller's to show). */
  onSubmit: (name: string) => Promise<DuplicateResult>;
  onCancel: () => void;
  /** 'Duplicate Workflow'; the capability list passes 'Duplicate Capability'. */
  title?: string;
  nameLabel?: string;
  /** Shown under the field on a 422: 'A workflow with the given name already exists'. */
  nameTakenMessage?: string;
  submitLabel?: string;
}

function DuplicateWorkflowModalBody({
  sourceName,
  onSubmit,
  onCancel,
  title = 'Duplicate Workflow',
  nameLabel = 'Workflow Name',
  nameTakenMessage = WORKFLOW_NAME_TAKEN,
  submitLabel = 'Duplicate',
}: Omit<DuplicateWorkflowModalProps, 'isOpen'>) {
  const [name, setName] = useState(() => duplicateName(sourceName));
  const [touched, setTouched] = useState(false);
  const { nameTaken, nameChanged, isSubmitting, send } = useNameSubmission<DuplicateResult>('duplicated');
  const trimmed = name.trim();
  const missing = trimmed === '';
  const tooShort = !missing && trimmed.length < WORKFLOW_NAME_MIN_LENGTH;
  const canSubmit = !missing && !tooShort && !isSubmitting;
  const error = nameTaken ? nameTakenMessage : touched && missing ? DUPLICATE_NAME_REQUIRED : tooShort ? nameTooShort(nameLabel) : undefined;

  return (
    <NameFormModal
      title={title}
      description={`A copy of '${sourceName}' with the same steps and conditions.`}
      submitLabel={submitLabel}
      canSubmit={canSubmit}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        setTouched(true);
        if (canSubmit) void send(() => onSubmit(trimmed));
      }}
      onCancel={onCancel}
    >
      <WorkflowNameField
        label={nameLabel}
        value={name}
        onChange={(next) => {
          setName(next);
          setTouched(true);
          nameChanged();
        }}
        error={error}
      />
    </NameFormModal>
  );
}

/** Duplicate Workflow (document 2 sections 2.12, 4.10, 5.1): the copy's name, '{name}_copy' by default, required and unique. */
export function DuplicateWorkflowModal({ isOpen, ...rest }: DuplicateWorkflowModalProps) {
  return isOpen ? <DuplicateWorkflowModalBody {...rest} /> : null;
}
