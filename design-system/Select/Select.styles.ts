import styled, { keyframes } from 'styled-components';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-2px); }
  to { opacity: 1; transform: none; }
`;

export const SelectRoot = styled(AriaSelect)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const SelectLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const SelectTrigger = styled(Button)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: 0 ${({ theme }) => theme.space[2.5]} 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: left;
  cursor: pointer;
  outline: none;
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.muted};
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.fg.subtle};
  }

  &[data-pressed] > svg,
  [data-open] > & > svg {
    transform: rotate(180deg);
  }

  &[data-focus-visible],
  [data-open] > & {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }

  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  [data-invalid] > &[data-focus-visible],
  [data-invalid][data-open] > & {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.danger.solid};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.muted};
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: none;
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const SelectValueText = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.fg.subtle};
  }
`;

export const SelectPopover = styled(Popover)`
  display: flex;
  flex-direction: column;
  width: var(--trigger-width);
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.popover};
  overflow: hidden;
  outline: none;

  &[data-entering] {
    animation: ${enter} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }
`;

export const SelectListBox = styled(ListBox)`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  max-height: ${({ theme }) => theme.sizes.selectListMaxHeight};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const SelectOption = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;
  user-select: none;

  & > svg {
    flex: none;
    margin-left: auto;
    color: ${({ theme }) => theme.color.accent.fg};
  }

  &[data-focused] {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-pressed] {
    background: ${({ theme }) => theme.color.neutral.subtleHover};
  }

  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const SelectOptionLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SelectDescription = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const SelectErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.danger.fg};
`;
