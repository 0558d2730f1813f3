export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { CALLING_COUNTRIES, joinPhone, splitPhone, type CallingCountry } from './countries';
