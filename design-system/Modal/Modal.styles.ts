import styled, { css, keyframes } from 'styled-components';
import { Dialog, Heading, ModalOverlay, Modal as AriaModal } from 'react-aria-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(var(--vf-space-2)) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const StyledModalOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  height: var(--visual-viewport-height, 100vh);
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }

  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }
`;

const widths = {
  sm: css`max-width: ${({ theme }) => theme.sizes.modalSm};`,
  md: css`max-width: ${({ theme }) => theme.sizes.modalMd};`,
  lg: css`max-width: ${({ theme }) => theme.sizes.modalLg};`,
};

export const StyledModal = styled(AriaModal)<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(var(--visual-viewport-height, 100vh) - 2 * ${({ theme }) => theme.space[8]});
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;
  ${({ $size }) => widths[$size]}

  &[data-entering] {
    animation: ${riseIn} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  outline: none;
`;

export const ModalHeader = styled.div<{ $centered: boolean; $hasClose: boolean; $hasBody: boolean }>`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]}
    ${({ $hasBody, theme }) => ($hasBody ? theme.space[4] : theme.space[5])};
  ${({ $hasClose, theme }) => $hasClose && css`padding-right: calc(${theme.space[6]} + ${theme.sizes.controlHeightSm});`}
  ${({ $centered, theme }) =>
    $centered
      ? css`
          flex-direction: column;
          align-items: center;
          padding-top: ${theme.space[8]};
          padding-left: ${theme.space[6]};
          padding-right: ${theme.space[6]};
          text-align: center;
        `
      : css`
          align-items: flex-start;
        `}
`;

export const ModalHeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ModalTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const ModalDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const ModalCloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
`;

export const ModalBody = styled.div<{ $hasFooter: boolean }>`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.space[6]} ${({ $hasFooter, theme }) => ($hasFooter ? theme.space[4] : theme.space[6])};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
`;

export const ModalFooter = styled.div<{ $centered: boolean }>`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: ${({ $centered }) => ($centered ? 'stretch' : 'flex-end')};
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  ${({ $centered, theme }) =>
    $centered
      ? css`
          padding-top: ${theme.space[2]};
          padding-bottom: ${theme.space[6]};
          & > * { flex: 1; }
        `
      : css`
          border-top: 1px solid ${theme.color.border.subtle};
          background: ${theme.color.bg.subtle};
        `}
`;

export const ModalIcon = styled.div`
  display: inline-flex;
  margin-bottom: ${({ theme }) => theme.space[1]};
`;
