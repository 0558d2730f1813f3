/** PAN structure: 5 letters, 4 digits, 1 letter; the fourth letter is the holder type. */

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const PAN_HOLDER_TYPES = {
  P: 'INDIVIDUAL',
  C: 'COMPANY',
  H: 'HUF',
  F: 'FIRM',
  T: 'TRUST',
  A: 'AOP',
  B: 'BOI',
  L: 'LOCAL_AUTHORITY',
  G: 'GOVERNMENT',
  J: 'ARTIFICIAL_JURIDICAL_PERSON',
} as const;

export type PanHolderType = (typeof PAN_HOLDER_TYPES)[keyof typeof PAN_HOLDER_TYPES];

export type PanCheck = { valid: true; holderType: PanHolderType } | { valid: false; problem: string };

/** Checks a PAN's structure and reads its holder type from the fourth character. */
export function checkPan(pan: string): PanCheck {
  if (!PAN_PATTERN.test(pan)) return { valid: false, problem: 'pan must be 10 characters: 5 letters, 4 digits, 1 letter' };
  const code = pan.charAt(3) as keyof typeof PAN_HOLDER_TYPES;
  const holderType = PAN_HOLDER_TYPES[code];
  if (!holderType) return { valid: false, problem: `pan has ${code} as its fourth character, which is not a holder type (P, C, H, F, T, A, B, L, G, J)` };
  return { valid: true, holderType };
}
