import { describe, expect, it } from 'vitest';
import { mrzCheckDigit, parseTd3 } from './mrz';

describe('passport MRZ (ICAO 9303 TD3)', () => {
  it('computes the check digits of the ICAO specimen', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
  });

  it('parses the ICAO specimen passport', () => {
    const parsed = parseTd3('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10', new Date('2010-01-01T00:00:00Z'));
    expect(parsed).toMatchObject({
      valid: true,
      fields: { docNumber: 'L898902C3', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', nationality: 'UTO', gender: 'F', checkDigitsValid: true, dob: Date.UTC(1974, 7, 12) / 1000, expiryDate: Date.UTC(2012, 3, 15) / 1000 },
    });
  });

  it('names each wrong check digit', () => {
    const parsed = parseTd3('P<INDSHARMA<<RAVI<KUMAR<<<<<<<<<<<<<<<<<<<<<', 'J8369854<5IND9001011M3001019<<<<<<<<<<<<<<08');
    expect(parsed).toMatchObject({ valid: true, fields: { checkDigitsValid: false, wrongCheckDigits: ['document number', 'composite'] } });
  });

  it('refuses lines of the wrong length or characters, and impossible dates', () => {
    expect(parseTd3('P<IND', 'J8369854<4IND9001011M3001019<<<<<<<<<<<<<<08').valid).toBe(false);
    expect(parseTd3('P<INDSHARMA<<RAVI<KUMAR<<<<<<<<<<<<<<<<<<<<<', 'j8369854<4IND9001011M3001019<<<<<<<<<<<<<<08').valid).toBe(false);
    expect(parseTd3('P<INDSHARMA<<RAVI<KUMAR<<<<<<<<<<<<<<<<<<<<<', 'J8369854<4IND9013321M3001019<<<<<<<<<<<<<<08')).toMatchObject({ valid: false, problem: expect.stringContaining('date of birth') });
  });
});
