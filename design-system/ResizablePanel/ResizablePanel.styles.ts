import styled from 'styled-components';

export const PanelRoot = styled.section<{ $inline: boolean }>`
  position: ${({ $inline }) => ($inline ? 'relative' : 'absolute')};
  flex: none;
  outline: none;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

/** The top edge: a full-width strip that takes the drag, with a visible grip in the middle. */
export const PanelHandle = styled.div`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  cursor: ns-resize;
  touch-action: none;
  outline: none;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.border.strong};
    transition: background ${({ theme }) => theme.motion.durationFast};
  }

  &:hover::before,
  &[data-dragging]::before {
    background: ${({ theme }) => theme.color.accent.solid};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-focus-visible]::before {
    background: ${({ theme }) => theme.color.accent.solid};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.controlHeightLg};
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const PanelTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const PanelHeaderExtra = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PanelBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const PanelSpacer = styled.div`
  flex: 1;
`;
