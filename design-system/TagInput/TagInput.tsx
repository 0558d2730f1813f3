import { useState, type FocusEvent, type ReactNode } from 'react';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { TagList } from '../Tag';
import { TagInputGroup, TagInputInput, TagInputRoot } from './TagInput.styles';
import { parseTagInput } from './parseTagInput';

export interface TagInputProps {
  label: string;
  /** The tags (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (tags: string[]) => void;
  /** Called when the text input loses focus, after its text has become a tag. */
  onBlur?: (event: FocusEvent<Element>) => void;
  placeholder?: string;
  /** Accessible name of the list of tags; defaults to the label. */
  tagsLabel?: string;
  /** Accessible name of each tag's remove button; defaults to 'Remove {tag}'. */
  removeLabel?: (tag: string) => string;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * Free-text tags: Enter, a comma or leaving the field turns the text into a tag (trimmed, no
 * duplicates). Backspace in the empty input removes the last tag; on a focused tag (reached with Tab
 * and the arrow keys) Backspace or Delete removes that one.
 */
export function TagInput({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  tagsLabel,
  removeLabel,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  help,
  helpLabel,
  ...rest
}: TagInputProps) {
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue ?? []);
  const [draft, setDraft] = useState('');
  const tags = value ?? uncontrolled;

  const setTags = (next: readonly string[]) => {
    if (sameTags(next, tags)) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.([...next]);
  };

  const take = (text: string, commit: boolean) => {
    const parsed = parseTagInput(text, tags, { commit });
    setDraft(parsed.draft);
    setTags(parsed.tags);
  };

  return (
    <TagInputRoot
      {...rest}
      value={draft}
      onChange={(text: string) => take(text, false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== '') {
          event.preventDefault();
          take(draft, true);
        } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
          setTags(tags.slice(0, -1));
        } else {
          event.continuePropagation();
        }
      }}
      onBlur={(event: FocusEvent<Element>) => {
        take(draft, true);
        onBlur?.(event);
      }}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <TagInputGroup isInvalid={isInvalid} isDisabled={isDisabled}>
        {tags.length > 0 && (
          <TagList
            aria-label={tagsLabel ?? label}
            items={tags.map((tag) => ({ id: tag, label: tag, isDisabled }))}
            onRemove={isDisabled ? undefined : (ids) => setTags(tags.filter((tag) => !ids.includes(tag)))}
            removeLabel={removeLabel}
          />
        )}
        <TagInputInput placeholder={tags.length === 0 ? placeholder : undefined} />
      </TagInputGroup>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
    </TagInputRoot>
  );
}
