import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './indianStates';
import {
  liveModeEntry,
  emptyLiveModeRequest,
  liveModeRequestSchema,
  toLiveModeRequest,
  validateLiveModeRequest,
  type LiveModeRequestValues,
} from './liveModeRequestSchema';

const valid: LiveModeRequestValues = {
  companyName: 'Acme Lending',
  pan: 'ABCDE1234F',
  gstNumber: '22ABCDE1234F1Z5',
  state: 'Karnataka',
  city: 'Bengaluru',
  zipCode: '560001',
};

const errorsFor = (patch: Partial<LiveModeRequestValues>) => validateLiveModeRequest({ ...valid, ...patch });

describe('liveModeRequestSchema', () => {
  it('accepts a complete request', () => {
    expect(validateLiveModeRequest(valid)).toEqual({});
    expect(liveModeRequestSchema.isValidSync(valid)).toBe(true);
  });

  it('accepts a request without a GST number', () => {
    expect(errorsFor({ gstNumber: '' })).toEqual({});
  });

  it('gives every required field its message when the form is empty', () => {
    expect(validateLiveModeRequest(emptyLiveModeRequest)).toEqual({
      companyName: 'Company name is required',
      pan: 'Pan Number is required',
      state: 'Required Field',
      city: 'City name must be at least 2 characters',
      zipCode: 'Zip Code must be a 6-digit number',
    });
  });

  describe('pan', () => {
    it.each(['ABCDE1234F', 'AAAPL1234C'])('accepts %s', (pan) => {
      expect(errorsFor({ pan }).pan).toBeUndefined();
    });
    it.each(['abcde1234f', 'ABCD1234F', 'ABCDE12345', 'ABCDE1234FG', '1BCDE1234F', 'ABCDE 1234F'])('rejects %s', (pan) => {
      expect(errorsFor({ pan }).pan).toBe('Invalid PAN format');
    });
    it('is required', () => {
      expect(errorsFor({ pan: '' }).pan).toBe('Pan Number is required');
    });
  });

  describe('companyName', () => {
    it('is required', () => {
      expect(errorsFor({ companyName: '' }).companyName).toBe('Company name is required');
    });
    it('needs at least 2 characters', () => {
      expect(errorsFor({ companyName: 'A' }).companyName).toBe('Company name must be at least 2 characters');
      expect(errorsFor({ companyName: 'AB' }).companyName).toBeUndefined();
    });
    it('allows at most 100 characters', () => {
      expect(errorsFor({ companyName: 'A'.repeat(100) }).companyName).toBeUndefined();
      expect(errorsFor({ companyName: 'A'.repeat(101) }).companyName).toBe('Company name must be less than 100 characters');
    });
  });

  describe('gstNumber', () => {
    it.each(['22ABCDE1234F1Z5', '27ABCPE1234F1ZZ', '07AAAAA0000A0Z0'])('accepts %s', (gstNumber) => {
      expect(errorsFor({ gstNumber }).gstNumber).toBeUndefined();
    });
    it.each(['22abcde1234f1z5', '22ABCDE1234F1Y5', '2ABCDE1234F1Z5', '22ABCDE1234F1Z', '22ABCDE1234F1Z55', 'ABCDE1234F'])(
      'rejects %s',
      (gstNumber) => {
        expect(errorsFor({ gstNumber }).gstNumber).toBe('Invalid GST Number format');
      },
    );
  });

  describe('state', () => {
    it('lists the 36 states and union territories', () => {
      expect(INDIAN_STATES).toHaveLength(36);
      expect(new Set(INDIAN_STATES).size).toBe(36);
    });
    it.each(INDIAN_STATES)('accepts %s', (state) => {
      expect(errorsFor({ state }).state).toBeUndefined();
    });
    it.each(['', 'Bombay', 'karnataka', 'California'])('rejects %j', (state) => {
      expect(errorsFor({ state }).state).toBe('Required Field');
    });
  });

  describe('city', () => {
    it('needs 2 to 50 characters', () => {
      expect(errorsFor({ city: '' }).city).toBe('City name must be at least 2 characters');
      expect(errorsFor({ city: 'B' }).city).toBe('City name must be at least 2 characters');
      expect(errorsFor({ city: 'Ba' }).city).toBeUndefined();
      expect(errorsFor({ city: 'B'.repeat(50) }).city).toBeUndefined();
      expect(errorsFor({ city: 'B'.repeat(51) }).city).toBe('City name must be less than 50 characters');
    });
  });

  describe('zipCode', () => {
    it.each(['560001', '110011'])('accepts %s', (zipCode) => {
      expect(errorsFor({ zipCode }).zipCode).toBeUndefined();
    });
    it.each(['', '56000', '5600011', '56000A', '560 01'])('rejects %j', (zipCode) => {
      expect(errorsFor({ zipCode }).zipCode).toBe('Zip Code must be a 6-digit number');
    });
  });
});

describe('toLiveModeRequest', () => {
  it('builds the request body', () => {
    expect(toLiveModeRequest(valid)).toEqual(valid);
  });
  it('leaves out an empty GST number', () => {
    expect(toLiveModeRequest({ ...valid, gstNumber: '' })).toEqual({
      companyName: 'Acme Lending',
      pan: 'ABCDE1234F',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    });
  });
  it('refuses a state outside the list', () => {
    expect(toLiveModeRequest({ ...valid, state: 'Bombay' })).toBeNull();
  });
});

describe('liveModeEntry', () => {
  it('upper-cases what is typed in the PAN and GST numbers, and nothing else', () => {
    expect(liveModeEntry('pan', 'abcde1234f')).toBe('ABCDE1234F');
    expect(liveModeEntry('gstNumber', '22abcde1234f1z5')).toBe('22ABCDE1234F1Z5');
    expect(liveModeEntry('companyName', 'Acme Ltd')).toBe('Acme Ltd');
    expect(liveModeEntry('city', 'Pune')).toBe('Pune');
  });
});
