import { describe, expect, it } from 'vitest';
import { jaroWinkler, nameSimilarity } from '../../engine/nameSimilarity';
import { addressSimilarity, addressTokens, pincodeOf } from './addressSimilarity';
import { checkEmail } from './email';
import { checkIp } from './ip';
import { checkPhone } from './phone';

describe('phone validity and line type (libphonenumber-js)', () => {
  it('reads the line type of valid numbers', () => {
    expect(checkPhone('+919876543210', 'IN')).toEqual({ valid: true, e164: '+919876543210', region: 'IN', nationalNumber: '9876543210', lineType: 'MOBILE' });
    expect(checkPhone('+912224567890', 'IN')).toMatchObject({ valid: true, lineType: 'FIXED_LINE' });
    expect(checkPhone('+18005551234', 'US')).toMatchObject({ valid: true, lineType: 'TOLL_FREE' });
    expect(checkPhone('+14155552671', 'US')).toMatchObject({ valid: true, lineType: 'FIXED_LINE_OR_MOBILE' });
    expect(checkPhone('+445601234567', 'GB')).toMatchObject({ valid: true, lineType: 'VOIP' });
  });

  it('reads national numbers in the default region', () => {
    expect(checkPhone('9876543210', 'IN')).toMatchObject({ valid: true, e164: '+919876543210' });
    expect(checkPhone('081234567890', 'ID')).toMatchObject({ valid: true, e164: '+6281234567890', region: 'ID', lineType: 'MOBILE' });
  });

  it('refuses invalid numbers and text', () => {
    expect(checkPhone('+91123', 'IN')).toMatchObject({ valid: false, problem: 'phoneNumber +91123 is not a valid phone number' });
    expect(checkPhone('call me', 'IN').valid).toBe(false);
  });
});

describe('email syntax and disposable domains', () => {
  it('accepts well-formed addresses and flags disposable and free providers', () => {
    expect(checkEmail('ravi.sharma@example.com')).toEqual({ valid: true, localPart: 'ravi.sharma', domain: 'example.com', isDisposable: false, isFreeProvider: false });
    expect(checkEmail('temp123@mailinator.com')).toMatchObject({ valid: true, isDisposable: true });
    expect(checkEmail('x@eu.mailinator.com')).toMatchObject({ valid: true, isDisposable: true });
    expect(checkEmail('Someone@Gmail.com')).toMatchObject({ valid: true, domain: 'gmail.com', isFreeProvider: true, isDisposable: false });
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['ravi.sharma@', '@example.com', 'ravi..sharma@example.com', 'ravi@example', 'ravi@-example.com', 'ravi sharma@example.com', `${'a'.repeat(65)}@example.com`]) {
      expect(checkEmail(bad).valid, bad).toBe(false);
    }
  });
});

describe('IP addresses', () => {
  it('tells public from private and reserved addresses', () => {
    expect(checkIp('203.0.113.24')).toMatchObject({ valid: true, version: 4, isPublic: true });
    for (const ip of ['10.0.0.1', '192.168.1.1', '172.16.5.4', '127.0.0.1', '169.254.1.1', '100.64.0.1', '::1', 'fd00::1', 'fe80::1']) {
      expect(checkIp(ip), ip).toMatchObject({ valid: true, isPublic: false });
    }
    expect(checkIp('2001:db8::1')).toMatchObject({ valid: true, version: 6, isPublic: true });
  });

  it('refuses what is not an address', () => {
    expect(checkIp('999.1.1.1').valid).toBe(false);
    expect(checkIp('example.com').valid).toBe(false);
  });
});

describe('name similarity (Jaro–Winkler over normalised tokens)', () => {
  it('matches the published Jaro–Winkler reference values', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.813, 3);
  });

  it('tolerates order, case, initials and honorifics, and tells different people apart', () => {
    expect(nameSimilarity('Ravi Kumar Sharma', 'SHARMA RAVI K')).toBeGreaterThanOrEqual(80);
    expect(nameSimilarity('Mr. Ravi Sharma', 'ravi sharma')).toBe(100);
    expect(nameSimilarity('Ravi Kumar Sharma', 'Priya Nair')).toBeLessThan(60);
  });
});

describe('address similarity', () => {
  it('expands abbreviations and joins house numbers', () => {
    expect(addressTokens('Flat 12-B, Sunrise Apts, MG Rd, Bangalore')).toEqual(['12b', 'sunrise', 'apartments', 'mahatma', 'gandhi', 'road', 'bengaluru']);
    expect(pincodeOf('Bengaluru 560001')).toBe('560001');
    expect(pincodeOf('no pin here')).toBeNull();
  });

  it('scores the same address written differently high, and different PIN codes low', () => {
    const a = 'Flat 12B, Sunrise Apts, MG Rd, Bengaluru 560001';
    expect(addressSimilarity(a, '12-B Sunrise Apartments, Mahatma Gandhi Road, Bangalore, Karnataka 560001')).toBeGreaterThanOrEqual(85);
    expect(addressSimilarity(a, 'Flat 12B, Sunrise Apts, MG Rd, Mumbai 400001')).toBeLessThan(60);
    expect(addressSimilarity(a, '')).toBe(0);
  });
});
