export { FieldLabel, FieldMessage } from './FieldLabel';
export type { FieldLabelProps, FieldMessageProps } from './FieldLabel';
