import styled from 'styled-components';
import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { controlBox, disabledControl, fieldRoot, focusedControl, invalidFocusedControl } from '../shared/field.styles';
import { popoverSurface } from '../shared/popover.styles';

export const SelectRoot = styled(AriaSelect)`
  ${fieldRoot}
`;

export const SelectTrigger = styled(Button)`
  ${controlBox}
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[2.5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: left;
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.muted};
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  &[data-pressed] > svg,
  [data-open] > & > svg {
    transform: rotate(180deg);
  }

  &[data-focus-visible],
  [data-open] > & {
    ${focusedControl}
  }

  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  [data-invalid] > &[data-focus-visible],
  [data-invalid][data-open] > & {
    ${invalidFocusedControl}
  }

  ${disabledControl}
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
  ${popoverSurface}
  display: flex;
  flex-direction: column;
  width: var(--trigger-width);
  overflow: hidden;
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
