import type { HTMLAttributes, ReactNode } from 'react';
import { X } from 'lucide-react';
import { TagRemoveButton, TagRoot, TagText } from './Tag.styles';
import type { TagColor } from './Tag.styles';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  children: ReactNode;
  color?: TagColor;
  /** Makes the tag removable: a remove button appears after the label. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to 'Remove {label}' when the label is a string. */
  removeLabel?: string;
  isDisabled?: boolean;
}

function defaultRemoveLabel(label: ReactNode): string | undefined {
  return typeof label === 'string' || typeof label === 'number' ? `Remove ${label}` : undefined;
}

/** A static label chip. For a keyboard-navigable group of removable tags, use `TagList`. */
export function Tag({ children, color = 'gray', onRemove, removeLabel, isDisabled = false, ...rest }: TagProps) {
  const removable = onRemove != null;
  return (
    <TagRoot {...rest} $color={color} $removable={removable}>
      <TagText>{children}</TagText>
      {removable && (
        <TagRemoveButton aria-label={removeLabel ?? defaultRemoveLabel(children)} onPress={onRemove} isDisabled={isDisabled}>
          <X aria-hidden strokeWidth={2.5} />
        </TagRemoveButton>
      )}
    </TagRoot>
  );
}
