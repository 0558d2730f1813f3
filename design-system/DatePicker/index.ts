export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { dayIn, parseIsoDay } from '../shared/dateValue';
