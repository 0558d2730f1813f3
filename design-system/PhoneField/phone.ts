import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type PhoneRegion = CountryCode;

/** The message of document 1 section 5 for a number that is not valid. */
export const PHONE_FORMAT_MESSAGE = 'Please enter the number in correct format';

/** Every region libphonenumber knows, as ISO 3166-1 alpha-2 codes. */
export const allPhoneRegions: readonly PhoneRegion[] = getCountries();

export function isPhoneRegion(code: string): code is PhoneRegion {
  return (allPhoneRegions as readonly string[]).includes(code);
}

export function callingCode(region: PhoneRegion): string {
  return `+${getCountryCallingCode(region)}`;
}

/**
 * What a phone field emits for the typed text in the chosen region: '' when empty; the E.164 form
 * ('+919876543210') when the text parses, valid or not (validity is a separate question, see
 * `isValidPhone`); else the calling code and the digits typed. A number typed with a leading '+'
 * is read as international, whatever the region.
 */
export function toPhoneValue(national: string, region: PhoneRegion): string {
  const text = national.trim();
  if (text === '') return '';
  const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : parsePhoneNumberFromString(text, region);
  if (parsed) return parsed.number;
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return text.startsWith('+') ? `+${digits}` : `${callingCode(region)}${digits}`;
}

/** True for a complete, valid international number (E.164 or any '+' form libphonenumber reads). */
export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '' && isValidPhoneNumber(value.trim());
}

/** The region and national digits of an emitted value, to show it again; `fallback` when it has no region. */
export function splitPhoneValue(value: string, fallback: PhoneRegion): { region: PhoneRegion; national: string } {
  const parsed = value.trim() === '' ? undefined : parsePhoneNumberFromString(value.trim());
  if (!parsed) return { region: fallback, national: value.replace(/^\+\d*/, '').trim() };
  const region = parsed.country ?? fallback;
  return { region, national: parsed.nationalNumber };
}

/** The region whose calling code an international value starts with, when it parses to one. */
export function regionOf(value: string): PhoneRegion | undefined {
  return value.startsWith('+') ? parsePhoneNumberFromString(value)?.country : undefined;
}
