import { useId, type ReactNode } from 'react';
import { TagList as AriaTagList, VisuallyHidden, type Key, type TagGroupProps } from 'react-aria-components';
import { X } from 'lucide-react';
import { StyledAriaTag, TagGroupLabel, TagGroupRoot, TagListEmpty, TagRemoveButton, TagText } from './Tag.styles';
import type { TagColor } from './Tag.styles';

export interface TagListItem {
  id: Key;
  label: string;
  color?: TagColor;
  isDisabled?: boolean;
}

export interface TagListProps extends Omit<TagGroupProps, 'children' | 'onRemove' | 'className' | 'style' | 'render'> {
  items: readonly TagListItem[];
  /** Visible label of the group. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Makes the tags removable, by their remove buttons or Backspace / Delete on a focused tag. */
  onRemove?: (ids: Key[]) => void;
  /** Accessible name of each remove button; defaults to 'Remove {label}'. */
  removeLabel?: (label: string) => string;
  /** Shown when there are no items. */
  emptyText?: ReactNode;
}

function TagListTag({ item, removable, removeLabel }: { item: TagListItem; removable: boolean; removeLabel: (label: string) => string }) {
  const nameId = useId();
  return (
    <StyledAriaTag id={item.id} textValue={item.label} isDisabled={item.isDisabled} $color={item.color ?? 'gray'} $removable={removable}>
      {({ allowsRemoving }) => (
        <>
          <TagText>{item.label}</TagText>
          {allowsRemoving && (
            <TagRemoveButton slot="remove" aria-labelledby={nameId}>
              <X aria-hidden strokeWidth={2.5} />
              <VisuallyHidden elementType="span" id={nameId}>{removeLabel(item.label)}</VisuallyHidden>
            </TagRemoveButton>
          )}
        </>
      )}
    </StyledAriaTag>
  );
}

/** A group of tags with arrow-key navigation; removable tags go with Backspace or Delete. */
export function TagList({ items, label, onRemove, removeLabel = (l) => `Remove ${l}`, emptyText, ...rest }: TagListProps) {
  return (
    <TagGroupRoot {...rest} onRemove={onRemove ? (keys) => onRemove([...keys]) : undefined}>
      {label != null && <TagGroupLabel>{label}</TagGroupLabel>}
      <AriaTagList items={items} renderEmptyState={emptyText != null ? () => <TagListEmpty>{emptyText}</TagListEmpty> : undefined}>
        {(item) => <TagListTag item={item} removable={onRemove != null} removeLabel={removeLabel} />}
      </AriaTagList>
    </TagGroupRoot>
  );
}
