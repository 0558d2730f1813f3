/** Passport machine-readable zone, ICAO 9303 TD3 (two lines of 44 characters), with its check digits (weights 7, 3, 1). */

const WEIGHTS = [7, 3, 1] as const;

function characterValue(char: string): number {
  if (char === '<') return 0;
  if (char >= '0' && char <= '9') return Number(char);
  return char.charCodeAt(0) - 55;
}

/** The ICAO 9303 check digit of a field. */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += characterValue(field.charAt(i)) * (WEIGHTS[i % 3] ?? 1);
  return sum % 10;
}

const digitMatches = (field: string, check: string) => (check === '<' ? /^<*$/.test(field) : Number(check) === mrzCheckDigit(field));

/** YYMMDD as epoch seconds (UTC); `pivot` picks the century (years after it are 19xx). */
function mrzDate(yymmdd: string, pivotYear: number): number | null {
  if (!/^[0-9]{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const year = yy > pivotYear ? 1900 + yy : 2000 + yy;
  const date = Date.UTC(year, month - 1, day);
  const check = new Date(date);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return date / 1000;
}

export interface MrzFields {
  docNumber: string;
  surname: string;
  givenNames: string;
  issuingState: string;
  nationality: string;
  dob: number;
  gender: 'M' | 'F' | 'X';
  expiryDate: number;
  checkDigitsValid: boolean;
  /** Which check digits are wrong (empty when all are right). */
  wrongCheckDigits: string[];
}

export type MrzParse = { valid: true; fields: MrzFields } | { valid: false; problem: string };

/** Parses the two TD3 lines and checks the document number, birth date, expiry, personal number and composite check digits. */
export function parseTd3(line1: string, line2: string, now: Date = new Date()): MrzParse {
  if (!/^P[A-Z<][A-Z<]{42}$/.test(line1)) return { valid: false, problem: 'mrzLine1 must be 44 characters A-Z or <, starting with P' };
  if (!/^[A-Z0-9<]{44}$/.test(line2)) return { valid: false, problem: 'mrzLine2 must be 44 characters A-Z, 0-9 or <' };
  const [surnamePart = '', givenPart = ''] = line1.slice(5).split('<<');
  const docNumberField = line2.slice(0, 9);
  const dobField = line2.slice(13, 19);
  const expiryField = line2.slice(21, 27);
  const personalField = line2.slice(28, 42);
  const composite = line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);
  const wrong: string[] = [];
  if (!digitMatches(docNumberField, line2.charAt(9))) wrong.push('document number');
  if (!digitMatches(dobField, line2.charAt(19))) wrong.push('date of birth');
  if (!digitMatches(expiryField, line2.charAt(27))) wrong.push('expiry date');
  if (!digitMatches(personalField, line2.charAt(42))) wrong.push('personal number');
  if (!digitMatches(composite, line2.charAt(43))) wrong.push('composite');
  const dob = mrzDate(dobField, now.getUTCFullYear() % 100);
  const expiryDate = mrzDate(expiryField, 69);
  if (dob === null) return { valid: false, problem: 'mrzLine2 has no valid date of birth (YYMMDD at positions 14-19)' };
  if (expiryDate === null) return { valid: false, problem: 'mrzLine2 has no valid expiry date (YYMMDD at positions 22-27)' };
  const sex = line2.charAt(20);
  return {
    valid: true,
    fields: {
      docNumber: docNumberField.replace(/<+$/, ''),
      surname: surnamePart.replace(/</g, ' ').trim(),
      givenNames: givenPart.replace(/</g, ' ').trim().replace(/\s+/g, ' '),
      issuingState: line1.slice(2, 5).replace(/</g, ''),
      nationality: line2.slice(10, 13).replace(/</g, ''),
      dob,
      gender: sex === 'M' || sex === 'F' ? sex : 'X',
      expiryDate,
      checkDigitsValid: wrong.length === 0,
      wrongCheckDigits: wrong,
    },
  };
}
