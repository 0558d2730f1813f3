import { css } from 'styled-components';

/** The two-ring focus shadow every control uses: a surface-coloured gap, then the ring. */
export const focusRingShadow = css`
  0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus}
`;

export const dangerRingShadow = css`
  0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.danger.solid}
`;
