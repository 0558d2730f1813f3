import { describe, expect, it } from 'vitest';
import { canTryout, takenParameters, tryoutData, valueEntryOf, type TryoutRow } from './tryoutRows';

const inputs = [
  { key: 'pan', type: 'STRING' as const },
  { key: 'phoneNumber', type: 'STRING' as const, format: 'MOBILE' as const },
  { key: 'consent', type: 'BOOLEAN' as const },
  { key: 'amount', type: 'NUMBER' as const },
  { key: 'dob', type: 'NUMBER' as const, format: 'DATE' as const },
];

describe('capability try-out rows (document 2 sections 4.11 and 5.7)', () => {
  it('enters a phone with the phone input, booleans as True/False, numbers as numbers, the rest as text', () => {
    expect(inputs.map(valueEntryOf)).toEqual(['text', 'phone', 'boolean', 'number', 'text']);
    expect(valueEntryOf(undefined)).toBe('text');
  });

  it('offers each parameter once: the ones other rows chose are taken', () => {
    const rows: TryoutRow[] = [
      { id: 1, parameter: 'pan', value: '' },
      { id: 2, parameter: 'consent', value: 'true' },
      { id: 3, parameter: null, value: '' },
    ];
    expect([...takenParameters(rows, 3)]).toEqual(['pan', 'consent']);
    expect([...takenParameters(rows, 1)]).toEqual(['consent']);
  });

  it('needs one row with a parameter and a non-empty value', () => {
    expect(canTryout([{ id: 1, parameter: null, value: 'x' }])).toBe(false);
    expect(canTryout([{ id: 1, parameter: 'pan', value: '  ' }])).toBe(false);
    expect(canTryout([{ id: 1, parameter: 'pan', value: 'ABCPE1234F' }])).toBe(true);
  });

  it('sends the filled rows with their values typed', () => {
    const rows: TryoutRow[] = [
      { id: 1, parameter: 'pan', value: ' ABCPE1234F ' },
      { id: 2, parameter: 'consent', value: 'false' },
      { id: 3, parameter: 'amount', value: '1500.5' },
      { id: 4, parameter: 'dob', value: '1990-01-31' },
      { id: 5, parameter: 'phoneNumber', value: '' },
      { id: 6, parameter: null, value: 'ignored' },
    ];
    expect(tryoutData(rows, inputs)).toEqual({ pan: 'ABCPE1234F', consent: false, amount: 1500.5, dob: '1990-01-31' });
  });
});
