import styled, { keyframes } from 'styled-components';
import { Button as AriaButton, Dialog, Popover } from 'react-aria-components';
import { editorSizes } from '../editorSizes';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-2px); }
  to { opacity: 1; transform: none; }
`;

export const AddActionPopover = styled(Popover)`
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;
  display: flex;
  flex-direction: column;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[4]});

  &[data-entering] {
    animation: ${enter} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }
`;

/** The menu shrinks to the room the popover has (its max-height), down to its header and a few rows. */
export const AddActionDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: inherit;
  outline: none;
`;

export const AddActionMenuRoot = styled.section`
  display: flex;
  flex-direction: column;
  width: ${editorSizes.addActionMenuWidth};
  max-width: 100%;
  height: ${editorSizes.addActionMenuHeight};
  min-height: 0;
  flex-shrink: 1;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
`;

export const AddActionHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** The menu's one scroll container: services and steps scroll together. */
export const AddActionPanes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  grid-auto-rows: minmax(100%, max-content);
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export const AddActionPane = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};

  & + & {
    border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const StepOptions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One step kind: the whole card presses its button (stretched over the card), which is named by the title alone. */
export const StepOptionCard = styled.li`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  transition: background ${({ theme }) => theme.motion.durationFast}, border-color ${({ theme }) => theme.motion.durationFast};

  &:has([data-hovered]) {
    border-color: ${({ theme }) => theme.color.accent.border};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &:has([data-focus-visible]) {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const StepOption = styled(AriaButton)`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: start;
  cursor: pointer;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

export const StepOptionIcon = styled.span<{ $tone: 'cyan' | 'violet' | 'green' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.nodeIconBox};
  height: ${({ theme }) => theme.sizes.nodeIconBox};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.color.tag[`${$tone}Bg`]};
  color: ${({ theme, $tone }) => theme.color.tag[$tone]};
`;

export const StepOptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

export const StepOptionDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;
