import styled from 'styled-components';
import { Button, Group, Input, Select, SelectValue, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot, inputGroup, inputText } from '../shared/field.styles';
import { SelectPopover } from '../shared/select.styles';

export const PhoneFieldRoot = styled(AriaTextField)`
  ${fieldRoot}
`;

export const PhoneFieldGroup = styled(Group)`
  ${inputGroup}
  padding-left: 0;
  overflow: hidden;
`;

export const PhoneFieldRegionSelect = styled(Select)`
  display: flex;
  flex: none;
  align-self: stretch;
`;

export const PhoneFieldRegionTrigger = styled(Button)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  border: none;
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &[data-hovered],
  [data-open] > & {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    background: transparent;
    cursor: not-allowed;
  }
`;

export const PhoneFieldRegionValue = styled(SelectValue)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PhoneFieldRegionCode = styled.span`
  margin-right: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const PhoneFieldInput = styled(Input)`
  ${inputText}
  padding-left: ${({ theme }) => theme.space[3]};
  font-variant-numeric: tabular-nums;
`;

/** The region list is wider than its trigger. */
export const PhoneFieldRegionPopover = styled(SelectPopover)`
  width: auto;
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  max-width: ${({ theme }) => theme.sizes.menuMaxWidth};
`;

export const PhoneFieldOptionCode = styled.span`
  flex: none;
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.muted};
`;
