import { useEffect, useRef, useState } from 'react';
import { IconButton, TextField } from '~/design-system';
import { NameArea, NameForm } from './EditorHeader.styles';

const NAME_MIN_LENGTH = 3;

export interface EditorHeaderNameProps {
  name: string;
  isEditable: boolean;
  onNameChange: (name: string) => void;
}

/** The workflow name: a heading, renamed in place (Enter or leaving the field keeps a name of 3+ characters; Escape cancels). */
export function EditorHeaderName({ name, isEditable, onNameChange }: EditorHeaderNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isEditing = draft !== null;
  // Entering rename mode moves focus into the field the user asked for.
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector('input')?.focus();
  }, [isEditing]);
  const commit = () => {
    const trimmed = draft?.trim() ?? '';
    if (trimmed.length >= NAME_MIN_LENGTH && trimmed !== name) onNameChange(trimmed);
    setDraft(null);
  };
  if (draft !== null) {
    return (
      <NameArea>
        <NameForm
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
          <TextField label="Workflow name" value={draft} onChange={setDraft} onBlur={commit} maxLength={100} />
        </NameForm>
      </NameArea>
    );
  }
  return (
    <NameArea>
      <h1 title={name}>{name}</h1>
      {isEditable && <IconButton icon="edit" label="Rename workflow" size="sm" onPress={() => setDraft(name)} />}
    </NameArea>
  );
}
