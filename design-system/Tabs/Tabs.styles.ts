import styled from 'styled-components';
import { Tab as AriaTab, TabList as AriaTabList, Tabs as AriaTabs } from 'react-aria-components';

export const TabsRoot = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledTabList = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  overflow-x: auto;
  scrollbar-width: none;
`;

export const StyledTab = styled(AriaTab)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.sizes.controlHeightLg};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  outline: none;
  user-select: none;
  transition: color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[2]};
    right: ${({ theme }) => theme.space[2]};
    bottom: -1px;
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: transparent;
    transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  &[data-hovered] {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-hovered]::after {
    background: ${({ theme }) => theme.color.border.strong};
  }

  &[data-selected] {
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-selected]::after {
    background: ${({ theme }) => theme.color.accent.solid};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    cursor: not-allowed;
  }

  &[data-disabled]::after {
    background: transparent;
  }
`;

export const ComingSoonBadge = styled.span`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.space[5]};
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.fg};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  outline: none;

  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;
