import { ConfirmModal } from '~/design-system';

export interface ChangeStepConfirmProps {
  isOpen: boolean;
  /** Replacing a service or a tag needs confirmation (document 2 section 4.3). */
  kind: 'service' | 'tag';
  /** The step being replaced. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function changeStepMessage(kind: 'service' | 'tag', name: string): string {
  return `Replacing this ${kind} removes '${name}' from all the conditions that have been defined, and they will need to be redefined.`;
}

/** Confirms replacing a service or tag: 'Change service' / 'Change tag', button Update. */
export function ChangeStepConfirm({ isOpen, kind, name, onConfirm, onCancel }: ChangeStepConfirmProps) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      title={`Change ${kind}`}
      message={changeStepMessage(kind, name)}
      confirmLabel="Update"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
