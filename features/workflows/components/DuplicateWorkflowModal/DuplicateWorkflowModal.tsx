import { useId, useState } from 'react';
import { Button, Modal, TextField } from '~/design-system';
import { duplicateName } from '../../model/duplicateName';
import { WORKFLOW_NAME_TAKEN } from '../PublishNameModal';

export const DUPLICATE_NAME_REQUIRED = 'Name is required';
const NAME_MIN_LENGTH = 3;
const NAME_MAX_LENGTH = 100;

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
  const [nameTaken, setNameTaken] = useState(false);
  const [touched, setTouched] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const trimmed = name.trim();
  const missing = trimmed === '';
  const tooShort = !missing && trimmed.length < NAME_MIN_LENGTH;
  const canSubmit = !missing && !tooShort && !isSubmitting;
  const formId = useId();

  const submit = async () => {
    setTouched(true);
    if (!canSubmit) return;
    setSubmitting(true);
    let result: DuplicateResult | undefined;
    try {
      result = await onSubmit(trimmed);
    } finally {
      // Once duplicated the owner closes the modal: no state is set on a dialog that is unmounting.
      if (result !== 'duplicated') {
        setNameTaken(result === 'nameTaken');
        setSubmitting(false);
      }
    }
  };

  const error = nameTaken ? nameTakenMessage : touched && missing ? DUPLICATE_NAME_REQUIRED : tooShort ? `${nameLabel} must be at least ${NAME_MIN_LENGTH} characters long.` : undefined;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onCancel();
      }}
      title={title}
      description={`A copy of '${sourceName}' with the same steps and conditions.`}
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
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={nameLabel}
          value={name}
          onChange={(next) => {
            setName(next);
            setTouched(true);
            setNameTaken(false);
          }}
          isRequired
          maxLength={NAME_MAX_LENGTH}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      </form>
    </Modal>
  );
}

/** Duplicate Workflow (document 2 sections 2.12, 4.10, 5.1): the copy's name, '{name}_copy' by default, required and unique. */
export function DuplicateWorkflowModal({ isOpen, ...rest }: DuplicateWorkflowModalProps) {
  return isOpen ? <DuplicateWorkflowModalBody {...rest} /> : null;
}
