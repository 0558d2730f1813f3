import { useId, useState } from 'react';
import { Button, Modal, RadioCardGroup, TextField, type RadioCardOption } from '~/design-system';
import { TagModalFields, TagSwatch, type TagSwatchColor } from './TagModal.styles';
import { TAG_NAME_MIN_LENGTH, tagNameError } from './tagName';

/** Tag colours (document 2 section 9); gray is the default. */
export type TagColor = TagSwatchColor;

export interface TagValues {
  name: string;
  color: TagColor;
}

const colorOptions: readonly (RadioCardOption & { id: TagColor })[] = (
  [
    ['gray', 'Gray'],
    ['orange', 'Orange'],
    ['green', 'Green'],
    ['red', 'Red'],
  ] as const
).map(([id, title]) => ({ id, title, icon: <TagSwatch $color={id} aria-hidden /> }));

const isTagColor = (id: string | null): id is TagColor => colorOptions.some((option) => option.id === id);

export interface TagModalProps {
  isOpen: boolean;
  /** The tag being edited; a new tag without it. */
  tag?: TagValues;
  /** Names of the flow's tags, for the uniqueness rule (the edited tag's own name may stay). */
  usedTagNames: readonly string[];
  onSubmit: (values: TagValues) => void;
  onCancel: () => void;
}

function TagModalBody({ tag, usedTagNames, onSubmit, onCancel }: Omit<TagModalProps, 'isOpen'>) {
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState<TagColor>(tag?.color ?? 'gray');
  const [touched, setTouched] = useState(false);
  const error = tagNameError(name, usedTagNames, tag?.name);
  const shownError = touched || name.length > 0 ? error : null;
  const isEdit = tag !== undefined;
  const formId = useId();
  const submit = () => {
    if (error === null) onSubmit({ name: name.trim(), color });
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={isEdit ? 'Edit Tag' : 'New Tag'}
      description="Intermediate steps that can be applied when a particular condition is met."
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={name.trim().length < TAG_NAME_MIN_LENGTH || error !== null}>
            {isEdit ? 'Save' : 'Create'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          submit();
        }}
      >
        <TagModalFields>
          <TextField
            label="Tag Name"
            value={name}
            onChange={setName}
            onBlur={() => setTouched(true)}
            isRequired
              maxLength={100}
            isInvalid={shownError !== null}
            errorMessage={shownError ?? undefined}
          />
          <RadioCardGroup label="Colour" options={colorOptions} columns={2} value={color} onChange={(id) => isTagColor(id) && setColor(id)} />
        </TagModalFields>
      </form>
    </Modal>
  );
}

/** New Tag / Edit Tag (document 2 sections 2.6 and 5.2): a name of 3 or more characters, unique in the flow, and a colour. */
export function TagModal({ isOpen, ...rest }: TagModalProps) {
  return isOpen ? <TagModalBody {...rest} /> : null;
}
