import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter } from './gstin';
import { checkIfsc } from './ifsc';
import { checkPan } from './pan';
import { isVerhoeffValid, verhoeffCheckDigit } from './verhoeff';

describe('Verhoeff check digit (Aadhaar)', () => {
  it('computes the published reference check digits', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffCheckDigit('142857')).toBe(0);
    expect(verhoeffCheckDigit('23456789012')).toBe(4);
  });

  it('accepts numbers ending in their check digit and refuses any single-digit error or adjacent swap', () => {
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(isVerhoeffValid('234567890124')).toBe(true);
    expect(isVerhoeffValid('234567890127')).toBe(false);
    const valid = '234567890124';
    for (let i = 0; i < valid.length; i++) {
      const digit = Number(valid[i]);
      const changed = `${valid.slice(0, i)}${(digit + 1) % 10}${valid.slice(i + 1)}`;
      expect(isVerhoeffValid(changed), changed).toBe(false);
      if (i < valid.length - 1 && valid[i] !== valid[i + 1]) {
        const swapped = `${valid.slice(0, i)}${valid[i + 1]}${valid[i]}${valid.slice(i + 2)}`;
        expect(isVerhoeffValid(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses non-digits', () => {
    expect(isVerhoeffValid('23456789012A')).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow(RangeError);
  });
});

describe('GSTIN check character (GSTN mod 36)', () => {
  it('computes the check character of known GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29ABCPX9999X1Z')).toBe('J');
  });

  it('reads the state, PAN and entity number of a valid GSTIN', () => {
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({ valid: true, stateCode: '27', state: 'Maharashtra', pan: 'AAPFU0939F', entityNumber: '1' });
  });

  it('refuses a wrong check character, an unknown state code and a bad structure', () => {
    expect(checkGstin('27AAPFU0939F1ZA')).toEqual({ valid: false, problem: 'gstin has a wrong check character' });
    expect(checkGstin(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toMatchObject({ valid: false, problem: expect.stringContaining('not a GST state code') });
    expect(checkGstin('27AAPFU0939F1XV').valid).toBe(false);
    expect(checkGstin('27AAPFU0939F').valid).toBe(false);
  });
});

describe('PAN structure and holder type', () => {
  it('reads the holder type from the fourth character', () => {
    expect(checkPan('ABCPE1234F')).toEqual({ valid: true, holderType: 'INDIVIDUAL' });
    expect(checkPan('AAACV1234K')).toEqual({ valid: true, holderType: 'COMPANY' });
    expect(checkPan('AAAHS1234K')).toEqual({ valid: true, holderType: 'HUF' });
    expect(checkPan('AAAFS1234K')).toEqual({ valid: true, holderType: 'FIRM' });
    expect(checkPan('AAATS1234K')).toEqual({ valid: true, holderType: 'TRUST' });
    expect(checkPan('AAAGS1234K')).toEqual({ valid: true, holderType: 'GOVERNMENT' });
  });

  it('refuses a bad structure and an unknown holder type', () => {
    expect(checkPan('ABC123').valid).toBe(false);
    expect(checkPan('ABCPE12345').valid).toBe(false);
    expect(checkPan('ABCXE1234F')).toMatchObject({ valid: false, problem: expect.stringContaining('not a holder type') });
  });
});

describe('IFSC structure', () => {
  it('reads the bank and branch codes and names a known bank', () => {
    expect(checkIfsc('SBIN0001234')).toEqual({ valid: true, bankCode: 'SBIN', branchCode: '001234', bankName: 'State Bank of India' });
    expect(checkIfsc('ZZZZ0000001')).toEqual({ valid: true, bankCode: 'ZZZZ', branchCode: '000001', bankName: null });
  });

  it('refuses a fifth character other than 0, a short code and digits in the bank code', () => {
    expect(checkIfsc('SBIN1001234')).toEqual({ valid: false, problem: 'ifsc must have 0 as its fifth character' });
    expect(checkIfsc('HDFC123').valid).toBe(false);
    expect(checkIfsc('SB1N0001234').valid).toBe(false);
  });
});
