export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { isValidPhone, PHONE_FORMAT_MESSAGE, toPhoneValue } from './phone';
export type { PhoneRegion } from './phone';
