import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Plus } from 'lucide-react';
import { StyledPlusButton } from './PlusButton.styles';

export interface PlusButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'isPending' | 'className' | 'style'> {
  /** Accessible name; the button shows only a plus sign. */
  label: string;
  className?: string;
}

/** The small round add button of the workflow canvas: on edges and column ends, it opens the add-action menu. */
export function PlusButton({ label, ...rest }: PlusButtonProps) {
  return (
    <StyledPlusButton {...rest} aria-label={label}>
      <Plus aria-hidden strokeWidth={2.5} />
    </StyledPlusButton>
  );
}
