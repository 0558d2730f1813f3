import { ConfirmModal } from '~/design-system';

export interface LeavePromptProps {
  isOpen: boolean;
  /** Leave and lose the unsaved changes. */
  onLeave: () => void;
  /** Stay on the page. */
  onStay: () => void;
}

/** Asks before leaving the editor with unsaved changes (document 2 section 2.4). */
export function LeavePrompt({ isOpen, onLeave, onStay }: LeavePromptProps) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      title="Leaving the Page?"
      message="You have unsaved changes. You will lose the progress if you close this page."
      confirmLabel="Close Without Saving"
      cancelLabel="Keep Working"
      tone="danger"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
