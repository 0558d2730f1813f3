export { CaptureField, type CaptureFieldProps } from './CaptureField';
