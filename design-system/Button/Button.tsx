import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { ButtonContent, PendingOverlay, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label and blocks presses, keeping the button's width. */
  isLoading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isLoading = false,
  iconStart,
  iconEnd,
  fullWidth = false,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton {...rest} isPending={isLoading} $variant={variant} $size={size} $fullWidth={fullWidth}>
      <ButtonContent className="vf-button-content">
        {iconStart}
        {children}
        {iconEnd}
      </ButtonContent>
      {isLoading && (
        <PendingOverlay>
          <Spinner size="sm" />
        </PendingOverlay>
      )}
    </StyledButton>
  );
}
