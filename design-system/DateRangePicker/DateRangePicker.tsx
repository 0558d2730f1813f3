import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { DateTime, IST_LABEL, IST_TIME_ZONE } from '../DateTime';
import { Icon } from '../Icon';
import { Popover } from '../Popover';
import { Select, type SelectItem } from '../Select';
import { DateRangePickerInputs } from './DateRangePickerInputs';
import {
  DATE_RANGE_PRESETS,
  DATE_RANGE_PRESET_SETS,
  INVALID_DATE_RANGE_MESSAGE,
  calendarDayIn,
  customRangeValue,
  dateRangeLabel,
  presetValue,
  type DateRangePresetId,
  type DateRangePresetSet,
  type DateRangeValue,
} from './dateRange';
import { DateRangeRoot, DateRangeRow, PresetSelectSlot, RangeSummary, TypedLabel, TypedTrigger, TypedTriggerText } from './DateRangePicker.styles';

/**
 * The custom range's fields and calendar (React Aria's date machinery, about a third of the
 * picker's weight) load when a custom range is first shown, not with every page that has a picker.
 */
const CustomRange = lazy(() => import('./CustomRange').then((module) => ({ default: module.CustomRange })));

const systemNow = () => new Date();
const CUSTOM = 'custom';

export interface DateRangePickerProps {
  /** The visible label, and the name of the control. */
  label?: string;
  /** The chosen range (controlled). */
  value?: DateRangeValue;
  /** The range to start with (uncontrolled); Last 7 days (or the set's first preset) when not given. */
  defaultValue?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  /**
   * `presets` (default): a preset dropdown with a custom range picked in a calendar.
   * `typed`: a button that opens start and end fields typed as dd/mm/yyyy, with Cancel and Apply.
   */
  variant?: 'presets' | 'typed';
  /** Which presets to offer: the full set, the set of three or the set of two, or your own list. */
  presetSet?: DateRangePresetSet | readonly DateRangePresetId[];
  /** Overrides of the presets' labels. */
  presetLabels?: Partial<Record<DateRangePresetId, string>>;
  /** Offers 'Custom range' after the presets. */
  allowsCustom?: boolean;
  customLabel?: string;
  /** The current time; injectable so stories and tests are deterministic. */
  now?: () => Date;
  timeZone?: string;
  timeZoneLabel?: string;
  /** Shows the resolved start and end times under the control. */
  showSummary?: boolean;
  /** Whether days after today can be picked in the calendar. */
  allowsFutureDates?: boolean;
  isDisabled?: boolean;
  /** Typed variant: the texts of its fields and buttons. */
  startLabel?: string;
  endLabel?: string;
  applyLabel?: string;
  cancelLabel?: string;
  errorMessage?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /** Typed variant: the trigger's text when no range is chosen. */
  placeholder?: string;
}

function Summary({ value, timeZone, timeZoneLabel, id }: { value: DateRangeValue; timeZone: string; timeZoneLabel: string; id: string }): ReactNode {
  return (
    <RangeSummary id={id} aria-live="polite">
      <DateTime value={value.start} format="dd-MM-yyyy HH:mm" timeZone={timeZone} showTimeZone={false} />
      {' – '}
      <DateTime value={value.end} format="dd-MM-yyyy HH:mm" timeZone={timeZone} showTimeZone={false} /> {timeZoneLabel}
    </RangeSummary>
  );
}

/**
 * A date-range selector (document 1 sections 2.8 and 9): presets from the last 24 hours to 'All'
 * (1095 days) plus a custom range, or, as `variant="typed"`, start and end typed as dd/mm/yyyy.
 * Custom and typed ranges run from 00:00:00 on the start day to 23:59:59 on the end day, in IST.
 */
export function DateRangePicker({
  label = 'Date range',
  value: controlledValue,
  defaultValue,
  onChange,
  variant = 'presets',
  presetSet = 'full',
  presetLabels,
  allowsCustom = true,
  customLabel = 'Custom range',
  now = systemNow,
  timeZone = IST_TIME_ZONE,
  timeZoneLabel = IST_LABEL,
  showSummary = true,
  allowsFutureDates = false,
  isDisabled = false,
  startLabel,
  endLabel,
  applyLabel,
  cancelLabel,
  errorMessage = INVALID_DATE_RANGE_MESSAGE,
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  placeholder = 'Select dates',
}: DateRangePickerProps) {
  const presetIds: readonly DateRangePresetId[] = typeof presetSet === 'string' ? DATE_RANGE_PRESET_SETS[presetSet] : presetSet;
  const [ownValue, setOwnValue] = useState<DateRangeValue | undefined>(
    () => defaultValue ?? (variant === 'presets' ? presetValue(presetIds.includes('7d') ? '7d' : (presetIds[0] ?? '7d'), now()) : undefined),
  );
  const value = controlledValue ?? ownValue;
  const [typedOpen, setTypedOpen] = useState(false);
  const summaryId = useId();
  const labelId = useId();
  const triggerTextId = useId();

  const change = (next: DateRangeValue) => {
    setOwnValue(next);
    onChange?.(next);
  };
  const presetName = (id: DateRangePresetId) => presetLabels?.[id] ?? DATE_RANGE_PRESETS[id].label;
  const today = calendarDayIn(now(), timeZone);

  if (variant === 'typed') {
    return (
      <I18nProvider locale="en-GB">
        <DateRangeRoot>
          <TypedLabel id={labelId}>{label}</TypedLabel>
          <Popover
            aria-label={label}
            placement="bottom start"
            width="lg"
            isOpen={typedOpen}
            onOpenChange={setTypedOpen}
            trigger={
              <TypedTrigger aria-labelledby={`${labelId} ${triggerTextId}`} isDisabled={isDisabled}>
                <Icon name="calendar" />
                <TypedTriggerText id={triggerTextId}>{value ? dateRangeLabel({ ...value, preset: 'custom' }, { timeZone }) : placeholder}</TypedTriggerText>
                <Icon name="chevronDown" />
              </TypedTrigger>
            }
          >
            {(close) => (
              <DateRangePickerInputs
                initialValue={value}
                focusStartOnMount
                  timeZone={timeZone}
                startLabel={startLabel}
                endLabel={endLabel}
                applyLabel={applyLabel}
                cancelLabel={cancelLabel}
                errorMessage={errorMessage}
                onCancel={close}
                onApply={(next) => {
                  change(next);
                  close();
                }}
              />
            )}
          </Popover>
          {showSummary && value && <Summary value={value} timeZone={timeZone} timeZoneLabel={timeZoneLabel} id={summaryId} />}
        </DateRangeRoot>
      </I18nProvider>
    );
  }

  const items: SelectItem[] = presetIds.map((id) => ({ id, label: presetName(id) }));
  if (allowsCustom) items.push({ id: CUSTOM, label: customLabel });

  const choose = (id: string | null) => {
    if (id === null) return;
    if (id === CUSTOM) {
      const base = value ?? presetValue('7d', now());
      change(customRangeValue(calendarDayIn(base.start, timeZone), calendarDayIn(base.end, timeZone), timeZone));
      return;
    }
    change(presetValue(id as DateRangePresetId, now()));
  };

  return (
    <I18nProvider locale="en-GB">
      <DateRangeRoot>
        <DateRangeRow>
          <PresetSelectSlot>
            <Select label={label} items={items} selectedKey={value?.preset ?? null} onSelectionChange={choose} isDisabled={isDisabled} />
          </PresetSelectSlot>
          {allowsCustom && value?.preset === CUSTOM && (
            <Suspense fallback={null}>
              <CustomRange
                label={customLabel}
                value={value}
                onChange={change}
                today={today}
                timeZone={timeZone}
                allowsFutureDates={allowsFutureDates}
                isDisabled={isDisabled}
                previousMonthLabel={previousMonthLabel}
                nextMonthLabel={nextMonthLabel}
              />
            </Suspense>
          )}
        </DateRangeRow>
        {showSummary && value && <Summary value={value} timeZone={timeZone} timeZoneLabel={timeZoneLabel} id={summaryId} />}
      </DateRangeRoot>
    </I18nProvider>
  );
}
