/**
 * GSTIN structure and check character. A GSTIN is a 2-digit state code, the holder's PAN, an entity
 * number (1-9, A-Z), the letter Z and a check character computed with the GSTN's mod-36 algorithm:
 * over the first 14 characters (0-9 = 0-9, A-Z = 10-35), alternate factors 1 and 2, each product
 * contributing its quotient and remainder by 36; the check is (36 - sum mod 36) mod 36.
 */

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state codes (the first two digits) and their states or union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand', '06': 'Haryana',
  '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim', '12': 'Arunachal Pradesh', '13': 'Nagaland',
  '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya', '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand',
  '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh', '24': 'Gujarat', '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra', '29': 'Karnataka', '30': 'Goa', '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands', '36': 'Telangana', '37': 'Andhra Pradesh', '38': 'Ladakh',
};

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('gstinCheckCharacter takes 14 characters 0-9 or A-Z');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinCheck = { valid: true; stateCode: string; state: string; pan: string; entityNumber: string } | { valid: false; problem: string };

/** Checks the structure, state code and check character of a GSTIN. */
export function checkGstin(gstin: string): GstinCheck {
  if (!GSTIN_PATTERN.test(gstin)) return { valid: false, problem: 'gstin must be 15 characters: state code, PAN, entity number, Z, check character' };
  const stateCode = gstin.slice(0, 2);
  const state = GST_STATES[stateCode];
  if (!state) return { valid: false, problem: `gstin starts with ${stateCode}, which is not a GST state code` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return { valid: false, problem: 'gstin has a wrong check character' };
  return { valid: true, stateCode, state, pan: gstin.slice(2, 12), entityNumber: gstin.charAt(12) };
}
