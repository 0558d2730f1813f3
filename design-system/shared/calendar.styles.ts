import styled from 'styled-components';
import { CalendarCell, CalendarGrid, CalendarHeaderCell, Dialog, Heading, Popover } from 'react-aria-components';
import { popoverSurface } from '../shared/popover.styles';

/** The calendar chrome shared by DatePicker and DateRangePicker. */
export const CalendarPopover = styled(Popover)`
  ${popoverSurface}
  overflow: auto;
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space[3]};
  outline: none;
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const CalendarTitle = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const CalendarMonthTitle = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StyledCalendarGrid = styled(CalendarGrid)`
  border-collapse: collapse;
  border-spacing: 0;

  & td {
    padding: 0;
    padding-top: ${({ theme }) => theme.space[0.5]};
  }
`;

export const StyledCalendarHeaderCell = styled(CalendarHeaderCell)`
  width: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.fg.subtle};
  text-align: center;
`;

/**
 * A day. Single selection fills the day; a range fills its first and last days and tints the days
 * between. `data-vf-today` comes from the component's injected clock, not the machine's.
 */
export const StyledCalendarCell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-outside-month] {
    display: none;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-vf-today] {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.accent.fg};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent.border};
  }

  &[data-selected] {
    border-radius: 0;
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  &[data-selected][data-vf-single],
  &[data-selection-start],
  &[data-selection-end] {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  &[data-selected][data-vf-single] {
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &[data-selection-start] {
    border-top-left-radius: ${({ theme }) => theme.radii.md};
    border-bottom-left-radius: ${({ theme }) => theme.radii.md};
  }

  &[data-selection-end] {
    border-top-right-radius: ${({ theme }) => theme.radii.md};
    border-bottom-right-radius: ${({ theme }) => theme.radii.md};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-selection-start][data-focus-visible],
  &[data-selection-end][data-focus-visible],
  &[data-selected][data-vf-single][data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.accent.solid}, inset 0 0 0 4px ${({ theme }) => theme.color.bg.surface};
  }

  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.fg.disabled};
    background: transparent;
    cursor: not-allowed;
  }

  &[data-unavailable] {
    text-decoration: line-through;
  }
`;
