import { useContext } from 'react';
import { CalendarGridBody, CalendarGridHeader, RangeCalendar, RangeCalendarStateContext, type DateValue } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { CalendarButton, DateFieldGroup, StyledDateInput } from '../shared/dateField.styles';
import { renderDateSegment } from '../shared/dateSegment';
import {
  CalendarDialog,
  CalendarHeader,
  CalendarMonthTitle,
  CalendarPopover,
  StyledCalendarCell,
  StyledCalendarGrid,
  StyledCalendarHeaderCell,
} from '../shared/calendar.styles';
import { customRangeValue, calendarDayIn, type DateRangeValue } from './dateRange';
import { CustomRangeRoot, NavSpacer, RangeDash, RangeMonth, RangeMonths } from './CustomRange.styles';

const monthFormatter = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const toDay = (value: DateValue) => new CalendarDate(value.year, value.month, value.day);

function RangeMonthTitle({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  if (!state) return null;
  return <CalendarMonthTitle>{monthFormatter.format(state.visibleRange.start.add({ months: offset }).toDate('UTC'))}</CalendarMonthTitle>;
}

function RangeGrid({ offset, today }: { offset: number; today: CalendarDate }) {
  return (
    <StyledCalendarGrid weekdayStyle="short" offset={{ months: offset }}>
      <CalendarGridHeader>{(day) => <StyledCalendarHeaderCell>{day}</StyledCalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <StyledCalendarCell date={date} data-vf-today={date.compare(today) === 0 ? '' : undefined} />}</CalendarGridBody>
    </StyledCalendarGrid>
  );
}

export interface CustomRangeProps {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  today: CalendarDate;
  timeZone: string;
  allowsFutureDates: boolean;
  isDisabled: boolean;
  previousMonthLabel: string;
  nextMonthLabel: string;
}

/** The custom range: dd/mm/yyyy segments for start and end, and a two-month range calendar. */
export function CustomRange({ label, value, onChange, today, timeZone, allowsFutureDates, isDisabled, previousMonthLabel, nextMonthLabel }: CustomRangeProps) {
  const range = { start: calendarDayIn(value.start, timeZone), end: calendarDayIn(value.end, timeZone) };
  return (
    <CustomRangeRoot
      aria-label={label}
      value={range}
      onChange={(next) => {
        if (!next || next.start.compare(next.end) > 0) return;
        onChange(customRangeValue(toDay(next.start), toDay(next.end), timeZone));
      }}
      maxValue={allowsFutureDates ? undefined : today}
      placeholderValue={today}
      isDisabled={isDisabled}
      shouldForceLeadingZeros
      validationBehavior="aria"
    >
      <DateFieldGroup>
        <StyledDateInput slot="start">{(segment) => renderDateSegment(segment, false)}</StyledDateInput>
        <RangeDash aria-hidden>–</RangeDash>
        <StyledDateInput slot="end">{(segment) => renderDateSegment(segment, false)}</StyledDateInput>
        <CalendarButton>
          <Icon name="calendar" />
        </CalendarButton>
      </DateFieldGroup>
      <CalendarPopover data-vf-overlay="" placement="bottom end" offset={4}>
        <CalendarDialog>
          <RangeCalendar visibleDuration={{ months: 2 }} pageBehavior="single">
            <RangeMonths>
              <RangeMonth>
                <CalendarHeader>
                  <IconButton slot="previous" icon="chevronLeft" label={previousMonthLabel} size="sm" />
                  <RangeMonthTitle offset={0} />
                  <NavSpacer />
                </CalendarHeader>
                <RangeGrid offset={0} today={today} />
              </RangeMonth>
              <RangeMonth>
                <CalendarHeader>
                  <NavSpacer />
                  <RangeMonthTitle offset={1} />
                  <IconButton slot="next" icon="chevronRight" label={nextMonthLabel} size="sm" />
                </CalendarHeader>
                <RangeGrid offset={1} today={today} />
              </RangeMonth>
            </RangeMonths>
          </RangeCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </CustomRangeRoot>
  );
}
