import { ConfirmModal } from '~/design-system';

/** The kinds of step the delete confirmation names. */
export type DeletableStepKind = 'service' | 'capability' | 'tag' | 'await' | 'end state';

export interface DeleteStepConfirmProps {
  isOpen: boolean;
  kind: DeletableStepKind;
  /** The step's name as the canvas shows it. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function deleteStepMessage(kind: DeletableStepKind, name: string): string {
  return `Are you sure you want to delete this ${kind}? This will remove '${name}' ${kind} from all the conditions that have been defined in the capability.`;
}

/** Confirms deleting a step (document 2 section 2.12). */
export function DeleteStepConfirm({ isOpen, kind, name, onConfirm, onCancel }: DeleteStepConfirmProps) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      title={`Delete ${kind}`}
      message={deleteStepMessage(kind, name)}
      confirmLabel={`Delete ${kind}`}
      cancelLabel="Cancel"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
