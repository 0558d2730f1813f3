import { css, keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-2px); }
  to { opacity: 1; transform: none; }
`;

/** The raised surface of menus, list popovers and other anchored overlays. */
export const popoverSurface = css`
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;

  &[data-entering] {
    animation: ${enter} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }
`;
