import styled from 'styled-components';
import { Button, DateInput, DatePicker as AriaDatePicker, DateSegment, Group } from 'react-aria-components';
import { fieldRoot, inputGroup } from '../shared/field.styles';
import { focusRingShadow } from '../shared/focusRing';

export const DatePickerRoot = styled(AriaDatePicker)`
  ${fieldRoot}
`;

/** The bordered field: the date segments and the calendar button. */
export const DateFieldGroup = styled(Group)`
  ${inputGroup}
  padding-right: ${({ theme }) => theme.space[1]};
`;

export const StyledDateInput = styled(DateInput)`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  white-space: nowrap;
`;

export const StyledDateSegment = styled(DateSegment)`
  padding: 0 ${({ theme }) => theme.space[0.5]};
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  caret-color: transparent;

  &[data-type='literal'] {
    padding: 0;
    color: ${({ theme }) => theme.color.fg.subtle};
  }

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.fg.subtle};
  }

  &[data-focused] {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
  }
`;

/** The small button inside the field that opens the calendar. */
export const CalendarButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** The compact year dropdown in the calendar header. */
export const YearTrigger = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space[1.5]} 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;

  & > svg {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-focus-visible],
  [data-open] > & {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: ${focusRingShadow};
  }
`;

export const CalendarMonthYear = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CalendarMonthName = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;
