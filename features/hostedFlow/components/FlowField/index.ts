export { FieldFrame, SelectField, TextField, controlClass, describedBy, type FieldFrameProps, type SelectFieldProps, type TextFieldProps } from './FlowField';
