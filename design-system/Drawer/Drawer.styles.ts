import styled, { css, keyframes } from 'styled-components';
import { Dialog, Heading, ModalOverlay, Modal as AriaModal } from 'react-aria-components';

export type DrawerSize = 'sm' | 'md' | 'lg' | 'xl';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const slideOut = keyframes`
  from { transform: none; }
  to { transform: translateX(100%); }
`;

export const StyledDrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  height: var(--visual-viewport-height, 100vh);
  background: ${({ theme }) => theme.color.bg.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeOut};
  }

  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeStandard};
  }
`;

const widths = {
  sm: css`width: ${({ theme }) => theme.sizes.modalSm};`,
  md: css`width: ${({ theme }) => theme.sizes.modalMd};`,
  lg: css`width: ${({ theme }) => theme.sizes.modalLg};`,
  xl: css`width: ${({ theme }) => theme.sizes.drawerXl};`,
};

export const StyledDrawer = styled(AriaModal)<{ $size: DrawerSize }>`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-width: 100%;
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;
  ${({ $size }) => widths[$size]}

  &[data-entering] {
    animation: ${slideIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeOut};
  }

  &[data-exiting] {
    animation: ${slideOut} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeStandard};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-entering],
    &[data-exiting] {
      animation-name: ${fadeIn};
    }
  }
`;

export const StyledDrawerDialog = styled(Dialog)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  outline: none;
`;

export const DrawerHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const DrawerHeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[0.5]};
  overflow-wrap: anywhere;
`;

export const DrawerTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const DrawerDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const DrawerBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const DrawerFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.subtle};
`;
