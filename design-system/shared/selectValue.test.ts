import { describe, expect, it } from 'vitest';
import { checkSelectValue } from './selectValue';

describe('checkSelectValue', () => {
  it('accepts strings and finite numbers as keys', () => {
    expect(checkSelectValue('fintech')).toEqual({ kind: 'key', key: 'fintech' });
    expect(checkSelectValue(20)).toEqual({ kind: 'key', key: '20' });
    expect(checkSelectValue(0)).toEqual({ kind: 'key', key: '0' });
  });

  it('treats null, undefined and the empty string as no value', () => {
    expect(checkSelectValue(null)).toEqual({ kind: 'empty' });
    expect(checkSelectValue(undefined)).toEqual({ kind: 'empty' });
    expect(checkSelectValue('')).toEqual({ kind: 'empty' });
  });

  it('flags objects, arrays and other values it cannot show', () => {
    expect(checkSelectValue({ id: 'fintech', label: 'Fintech' })).toEqual({ kind: 'invalid' });
    expect(checkSelectValue(['fintech'])).toEqual({ kind: 'invalid' });
    expect(checkSelectValue(Number.NaN)).toEqual({ kind: 'invalid' });
    expect(checkSelectValue(true)).toEqual({ kind: 'invalid' });
  });
});
