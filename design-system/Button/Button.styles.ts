import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { buttonVariants } from '../shared/buttonVariants';
import { focusRingShadow } from '../shared/focusRing';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    height: ${({ theme }) => theme.sizes.controlHeightSm};
    padding: 0 ${({ theme }) => theme.space[2.5]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: ${({ theme }) => theme.space[1.5]};
  `,
  md: css`
    height: ${({ theme }) => theme.sizes.controlHeightMd};
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.md};
    gap: ${({ theme }) => theme.space[2]};
  `,
  lg: css`
    height: ${({ theme }) => theme.sizes.controlHeightLg};
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.lg};
    gap: ${({ theme }) => theme.space[2]};
  `,
};

const variants = {
  primary: buttonVariants.primary,
  secondary: buttonVariants.secondary,
  tertiary: css`
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
    border-color: transparent;
    &[data-hovered] { background: ${({ theme }) => theme.color.accent.subtleHover}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
    border-color: ${({ theme }) => theme.color.danger.solid};
    &[data-hovered] { background: ${({ theme }) => theme.color.danger.solidHover}; }
  `,
  ghost: buttonVariants.ghost,
};

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  outline: none;
  transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &[data-pending] {
    cursor: progress;
  }

  &[data-pending] > .vf-button-content {
    opacity: 0;
  }

  svg { flex: none; }
`;

export const ButtonContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;

export const PendingOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;
