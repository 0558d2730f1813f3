export { OperatorPicker } from './OperatorPicker';
export type { OperatorPickerProps } from './OperatorPicker';
export { operatorPickerKey, parseOperatorPickerKey } from './operatorPicker';
export type {
  OperatorPickerItem,
  OperatorPickerListItem,
  OperatorPickerListType,
  OperatorPickerSection,
  OperatorPickerSelection,
} from './operatorPicker';
