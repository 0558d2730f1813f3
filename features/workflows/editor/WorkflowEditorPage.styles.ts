import styled from 'styled-components';

/** The editor fills the console's content area: header on top, canvas below. */
export const EditorRoot = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 560px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const NameError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.danger.border};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The canvas with the step panel below it: an open panel takes its room from the canvas rather than covering it. */
export const CanvasArea = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

/** The canvas's share of the area: all of it, or what the open panel leaves. */
export const CanvasSlot = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
`;

/** Undo and redo, floating over the canvas's top-left corner. */
export const HistoryBar = styled.div`
  position: absolute;
  z-index: 5;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The async execution switch beside undo and redo, on a surface so it reads over the canvas. */
export const AsyncToggle = styled.div`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;
