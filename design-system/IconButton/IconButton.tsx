import type { ReactElement } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { StyledIconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.styles';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'isPending'> {
  /** A name from the icon set, or an icon element of your own (mark it aria-hidden). */
  icon: IconName | ReactElement;
  /** Accessible name; the button shows no text, so this is required. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

export function IconButton({ icon, label, variant = 'ghost', size = 'md', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} aria-label={label} $variant={variant} $size={size}>
      {typeof icon === 'string' ? <Icon name={icon} size={size === 'sm' ? 'md' : 'lg'} /> : icon}
    </StyledIconButton>
  );
}
