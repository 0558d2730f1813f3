import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export const LINE_TYPES = ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'VOIP', 'TOLL_FREE', 'UNKNOWN'] as const;
export type LineType = (typeof LINE_TYPES)[number];

export type PhoneCheck =
  | { valid: true; e164: string; region: string; nationalNumber: string; lineType: LineType }
  | { valid: false; problem: string };

const asLineType = (type: string | undefined): LineType => ((LINE_TYPES as readonly string[]).includes(type ?? '') ? (type as LineType) : 'UNKNOWN');

/**
 * Validates a phone number with libphonenumber's full metadata and reads its line type. National
 * numbers are read in `defaultRegion` (ISO 3166-1 alpha-2).
 */
export function checkPhone(phoneNumber: string, defaultRegion: string): PhoneCheck {
  const text = phoneNumber.trim();
  if (!/^\+?[0-9 ()-]{3,24}$/.test(text)) return { valid: false, problem: 'phoneNumber must be digits, optionally starting with + and the country code' };
  const parsed = parsePhoneNumberFromString(text, defaultRegion as CountryCode);
  if (!parsed || !parsed.isValid()) return { valid: false, problem: `phoneNumber ${text} is not a valid phone number${text.startsWith('+') ? '' : ` in region ${defaultRegion}`}` };
  return {
    valid: true,
    e164: parsed.number,
    region: parsed.country ?? defaultRegion,
    nationalNumber: parsed.nationalNumber,
    lineType: asLineType(parsed.getType()),
  };
}
