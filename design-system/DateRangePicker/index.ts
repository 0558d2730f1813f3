export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { DateRangePickerInputs } from './DateRangePickerInputs';
export type { DateRangePickerInputsProps } from './DateRangePickerInputs';
export {
  DATE_RANGE_PRESETS,
  DATE_RANGE_PRESET_SETS,
  INVALID_DATE_RANGE_MESSAGE,
  calendarDayIn,
  customRangeValue,
  dateRangeLabel,
  endOfDayIn,
  formatDayMonthYear,
  parseDayMonthYear,
  parseTypedRange,
  presetRange,
  presetValue,
  startOfDayIn,
} from './dateRange';
export type { DateRange, DateRangePreset, DateRangePresetId, DateRangePresetSet, DateRangeValue, TypedRangeResult } from './dateRange';
