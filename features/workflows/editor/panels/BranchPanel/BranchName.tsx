import { useEffect, useRef, useState } from 'react';
import { IconButton, TextField } from '~/design-system';
import { BRANCH_NAME_MAX_LENGTH } from '../../../model/branches';
import type { Branch } from '../../../model/types';
import { BranchNameArea } from './BranchPanel.styles';

export interface BranchNameProps {
  branch: Branch;
  name: string;
  onRename: (name: string) => void;
  isDisabled?: boolean;
}

/** A branch's name, renamed in place: Enter or leaving the field keeps it, Escape cancels, empty goes back to 'Branch A/B'. */
export function BranchName({ branch, name, onRename, isDisabled = false }: BranchNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  const isEditing = draft !== null;
  // Entering rename mode focuses the field; leaving it returns focus to the rename button.
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector('input')?.focus();
    else if (wasEditing.current) areaRef.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const commit = () => {
    if (draft === null) return;
    onRename(draft.trim() || `Branch ${branch}`);
    setDraft(null);
  };
  if (isEditing) {
    return (
      <BranchNameArea
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            setDraft(null);
          }
        }}
      >
        <TextField label={`Branch ${branch} name`} value={draft} onChange={setDraft} onBlur={commit} maxLength={BRANCH_NAME_MAX_LENGTH} />
      </BranchNameArea>
    );
  }
  return (
    <BranchNameArea as="div" ref={areaRef}>
      <span>{name}</span>
      {!isDisabled && <IconButton icon="edit" size="sm" label={`Rename ${name}`} onPress={() => setDraft(name)} />}
    </BranchNameArea>
  );
}
