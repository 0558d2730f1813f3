import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { buttonVariants } from '../shared/buttonVariants';
import { focusRingShadow } from '../shared/focusRing';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md';

const sizes = {
  sm: css`
    width: ${({ theme }) => theme.sizes.controlHeightSm};
    height: ${({ theme }) => theme.sizes.controlHeightSm};
  `,
  md: css`
    width: ${({ theme }) => theme.sizes.controlHeightMd};
    height: ${({ theme }) => theme.sizes.controlHeightMd};
  `,
};

const variants = {
  ghost: buttonVariants.ghost,
  secondary: buttonVariants.secondary,
  primary: buttonVariants.primary,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.color.danger.fg};
    border-color: transparent;
    &[data-hovered] { background: ${({ theme }) => theme.color.danger.subtle}; }
    &[data-pressed] { background: ${({ theme }) => theme.color.danger.subtleHover}; }
  `,
};

export const StyledIconButton = styled(AriaButton)<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  line-height: 1;
  cursor: pointer;
  user-select: none;
  outline: none;
  transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    color ${({ theme }) => theme.motion.durationFast}, box-shadow ${({ theme }) => theme.motion.durationFast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
