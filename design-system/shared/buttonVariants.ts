import { css } from 'styled-components';

/** Colours of the button variants shared by Button and IconButton, styled through RAC's state attributes. */
export const buttonVariants = {
  primary: css`
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
    border-color: ${({ theme }) => theme.color.accent.solid};
    &[data-hovered] { background: ${({ theme }) => theme.color.accent.solidHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.color.accent.solidPressed}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.default};
    border-color: ${({ theme }) => theme.color.border.strong};
    box-shadow: ${({ theme }) => theme.shadows.xs};
    &[data-hovered] { background: ${({ theme }) => theme.color.bg.muted}; }
    &[data-pressed] { background: ${({ theme }) => theme.color.neutral.subtleHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.fg.muted};
    border-color: transparent;
    &[data-hovered] { background: ${({ theme }) => theme.color.bg.muted}; color: ${({ theme }) => theme.color.fg.default}; }
    &[data-pressed] { background: ${({ theme }) => theme.color.neutral.subtleHover}; color: ${({ theme }) => theme.color.fg.default}; }
  `,
};
