export { useFormFields } from './useFormFields';
export type { FieldBinding, FormFieldBindings, FormFields, FormValues } from './useFormFields';
export { validateField, validateFields, visibleError } from './validation';
export type { FieldErrors } from './validation';
