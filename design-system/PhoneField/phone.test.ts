import { describe, expect, it } from 'vitest';
import { callingCode, isValidPhone, PHONE_FORMAT_MESSAGE, regionOf, splitPhoneValue, toPhoneValue } from './phone';

describe('toPhoneValue', () => {
  it('emits E.164 for a number typed in the chosen region', () => {
    expect(toPhoneValue('98765 43210', 'IN')).toBe('+919876543210');
    expect(toPhoneValue('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toPhoneValue('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('reads a number typed with + as international, whatever the region', () => {
    expect(toPhoneValue('+44 20 7946 0958', 'US')).toBe('+442079460958');
  });

  it('emits the digits after the calling code while the number is incomplete', () => {
    expect(toPhoneValue('555', 'US')).toBe('+1555');
    expect(toPhoneValue('9', 'IN')).toBe('+919');
  });

  it('emits nothing for empty or digit-less text', () => {
    expect(toPhoneValue('', 'US')).toBe('');
    expect(toPhoneValue('   ', 'US')).toBe('');
    expect(toPhoneValue('--', 'US')).toBe('');
  });
});

describe('isValidPhone', () => {
  it('accepts complete valid numbers', () => {
    expect(isValidPhone('+919876543210')).toBe(true);
    expect(isValidPhone('+12015550123')).toBe(true);
  });

  it('rejects incomplete, impossible and empty values', () => {
    expect(isValidPhone('+1555')).toBe(false);
    expect(isValidPhone('+911234')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('splitPhoneValue', () => {
  it('gives back the region and national digits of an E.164 value', () => {
    expect(splitPhoneValue('+919876543210', 'US')).toEqual({ region: 'IN', national: '9876543210' });
    expect(splitPhoneValue('+12015550123', 'IN')).toEqual({ region: 'US', national: '2015550123' });
  });

  it('falls back to the given region for empty values', () => {
    expect(splitPhoneValue('', 'US')).toEqual({ region: 'US', national: '' });
  });
});

describe('helpers', () => {
  it('formats calling codes and finds the region of a value', () => {
    expect(callingCode('IN')).toBe('+91');
    expect(callingCode('US')).toBe('+1');
    expect(regionOf('+442079460958')).toBe('GB');
    expect(regionOf('2079460958')).toBeUndefined();
  });

  it('keeps the message of the specification', () => {
    expect(PHONE_FORMAT_MESSAGE).toBe('Please enter the number in correct format');
  });
});
