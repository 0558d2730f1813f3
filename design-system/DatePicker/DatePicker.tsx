import { useContext, type ReactNode } from 'react';
import {
  Calendar,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarStateContext,
  CalendarYearPicker,
  I18nProvider,
  Select as AriaSelect,
  SelectValue,
  type DateValue,
  type Key,
} from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { SelectListBox, SelectOption, SelectPopover } from '../shared/select.styles';
import { IST_TIME_ZONE } from '../DateTime';
import { dayIn, parseIsoDay } from '../shared/dateValue';
import { renderDateSegment } from '../shared/dateSegment';
import {
  CalendarButton,
  CalendarMonthName,
  CalendarMonthYear,
  DateFieldGroup,
  DatePickerRoot,
  StyledDateInput,
  YearTrigger,
} from '../shared/dateField.styles';
import { CalendarDialog, CalendarHeader, CalendarPopover, StyledCalendarCell, StyledCalendarGrid, StyledCalendarHeaderCell } from '../shared/calendar.styles';

const systemNow = () => new Date();

const monthFormatter = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });


interface CalendarYearSelectProps {
  label: string;
  visibleYears: number;
}

function CalendarYearSelect({ label, visibleYears }: CalendarYearSelectProps) {
  return (
    <CalendarYearPicker visibleYears={visibleYears}>
      {({ value, onChange, items }) => (
        <AriaSelect aria-label={label} value={value} onChange={(key: Key | Key[] | null) => onChange((Array.isArray(key) ? key[0] : key) ?? null)}>
          <YearTrigger>
            <SelectValue />
            <Icon name="chevronDown" size="sm" />
          </YearTrigger>
          <SelectPopover data-vf-overlay="" placement="bottom" offset={4}>
            <SelectListBox>
              {items.map((item) => (
                <SelectOption key={item.id} id={item.id} textValue={item.formatted}>
                  {item.formatted}
                </SelectOption>
              ))}
            </SelectListBox>
          </SelectPopover>
        </AriaSelect>
      )}
    </CalendarYearPicker>
  );
}

function MonthName() {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  return <CalendarMonthName aria-hidden>{monthFormatter.format(state.focusedDate.toDate('UTC'))}</CalendarMonthName>;
}

export interface DatePickerProps {
  label: string;
  /** The chosen day as an ISO date (yyyy-MM-dd), or null for none (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The earliest and latest days that can be chosen (yyyy-MM-dd). */
  minValue?: string;
  maxValue?: string;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** Text of a help tooltip after the label. */
  help?: ReactNode;
  /** The current time: marks today and sets the month shown when the field is empty. */
  now?: () => Date;
  timeZone?: string;
  /** How many years the year dropdown lists around the shown year (limited by min and max). */
  visibleYears?: number;
  /** The field shows dd/mm/yy; false shows the full year. */
  shortYear?: boolean;
  yearLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** A day field shown as dd/mm/yy with a calendar whose header has a year dropdown. */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  now = systemNow,
  timeZone = IST_TIME_ZONE,
  visibleYears = 100,
  shortYear = true,
  yearLabel = 'Year',
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  ...rest
}: DatePickerProps) {
  const today = dayIn(now(), timeZone);
  const handleChange = onChange
    ? (next: DateValue | null) => onChange(next ? new CalendarDate(next.year, next.month, next.day).toString() : null)
    : undefined;
  return (
    <I18nProvider locale="en-GB">
      <DatePickerRoot
        {...rest}
        value={value === undefined ? undefined : parseIsoDay(value)}
        defaultValue={defaultValue === undefined ? undefined : parseIsoDay(defaultValue)}
        onChange={handleChange}
        minValue={parseIsoDay(minValue) ?? undefined}
        maxValue={parseIsoDay(maxValue) ?? undefined}
        placeholderValue={today}
        isInvalid={isInvalid}
        isRequired={isRequired}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <FieldLabel label={label} isRequired={isRequired} help={help} />
        <DateFieldGroup>
          <StyledDateInput data-vf-date-input="">{(segment) => renderDateSegment(segment, shortYear)}</StyledDateInput>
          <CalendarButton>
            <Icon name="calendar" />
          </CalendarButton>
        </DateFieldGroup>
        <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
        <CalendarPopover data-vf-overlay="" placement="bottom start" offset={4}>
          <CalendarDialog>
            <Calendar>
              <CalendarHeader>
                <IconButton slot="previous" icon="chevronLeft" label={previousMonthLabel} size="sm" />
                <CalendarMonthYear>
                  <MonthName />
                  <CalendarYearSelect label={yearLabel} visibleYears={visibleYears} />
                </CalendarMonthYear>
                <IconButton slot="next" icon="chevronRight" label={nextMonthLabel} size="sm" />
              </CalendarHeader>
              <StyledCalendarGrid weekdayStyle="short">
                <CalendarGridHeader>{(day) => <StyledCalendarHeaderCell>{day}</StyledCalendarHeaderCell>}</CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <StyledCalendarCell date={date} data-vf-single="" data-vf-today={date.compare(today) === 0 ? '' : undefined} />}
                </CalendarGridBody>
              </StyledCalendarGrid>
            </Calendar>
          </CalendarDialog>
        </CalendarPopover>
      </DatePickerRoot>
    </I18nProvider>
  );
}
