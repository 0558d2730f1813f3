import styled, { keyframes } from 'styled-components';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(32px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** The Preview takes the width of the editor (the drawers of the design system stop at 760px). */
export const PreviewOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  height: var(--visual-viewport-height, 100vh);
  background: ${({ theme }) => theme.color.bg.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeOut};
  }
`;

export const PreviewSheet = styled(Modal)`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  width: min(100%, ${({ theme }) => theme.sizes.contentMaxWidth});
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  outline: none;

  &[data-entering] {
    animation: ${slideIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeOut};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation-name: ${fadeIn};
    }
  }
`;

export const PreviewDialog = styled(Dialog)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  outline: none;
`;

export const PreviewHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const PreviewHeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const PreviewTitle = styled(Heading)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const PreviewDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

/** The framed flow on the left, the customisation panel on the right. */
export const PreviewBody = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 400px);
  min-height: 0;
`;

export const PreviewStage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  min-height: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const PreviewStageBar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The hosted flow is mobile first: it is shown at a phone's width, as the end user sees it. */
export const PreviewDevice = styled.div`
  display: flex;
  flex: 1;
  align-self: center;
  width: 100%;
  max-width: 420px;
  min-height: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const PreviewFrameElement = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 0;
  border: 0;
  background: transparent;
`;

export const PreviewLoading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
`;

/** The customisation panel: its fields scroll, its actions stay at the bottom. */
export const ThemePanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const ThemeFields = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const ThemeGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  & + & {
    padding-top: ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export const ThemeGroupTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/** Two fields side by side (a colour and its size; the two brand colours). */
export const ThemeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

export const ThemeSubheading = styled.p`
  margin: 0 0 calc(-1 * ${({ theme }) => theme.space[2]});
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const ColorSwatch = styled.span`
  display: block;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const ContrastNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  color: ${({ theme }) => theme.color.warning.fg};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  & > svg {
    flex: none;
    margin-top: 1px;
  }
`;

export const ContrastSummary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.warning.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.warning.fg};
  }

  & p {
    margin: 0;
  }
`;

export const LogoPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
  font-size: ${({ theme }) => theme.fontSize.sm};

  & > img {
    flex: none;
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.bg.surface};
  }

  & > span {
    flex: 1;
    min-width: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const ThemeActions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.subtle};

  & > :last-child {
    margin-left: auto;
  }
`;

export const PermissionNote = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
