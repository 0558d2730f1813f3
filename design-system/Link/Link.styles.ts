import styled, { css } from 'styled-components';
import { Link as AriaLink } from 'react-aria-components';

export type LinkVariant = 'inline' | 'standalone';

const variants = {
  inline: css`
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.18em;
    &[data-hovered] { color: ${({ theme }) => theme.color.accent.fg}; text-decoration-thickness: 2px; }
  `,
  standalone: css`
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: none;
    text-underline-offset: 0.18em;
    &[data-hovered] { text-decoration: underline; }
  `,
};

export const StyledLink = styled(AriaLink)<{ $variant: LinkVariant }>`
  color: ${({ theme }) => theme.color.fg.link};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  ${({ $variant }) => variants[$variant]}

  &[data-pressed] { color: ${({ theme }) => theme.color.accent.fg}; }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    text-decoration: none;
    cursor: not-allowed;
  }

  svg {
    margin-inline-start: ${({ theme }) => theme.space[1]};
    vertical-align: -0.1em;
  }
`;
