import { describe, expect, it } from 'vitest';
import { operatorPickerKey, parseOperatorPickerKey } from './operatorPicker';

describe('operator picker keys', () => {
  it('round-trips a section and an id, including ids with a colon', () => {
    expect(operatorPickerKey('list', 'bl_fraud')).toBe('list:bl_fraud');
    expect(parseOperatorPickerKey('list:bl_fraud')).toEqual({ section: 'list', id: 'bl_fraud' });
    expect(parseOperatorPickerKey(operatorPickerKey('function', 'ns:HasPrefix'))).toEqual({ section: 'function', id: 'ns:HasPrefix' });
  });

  it('rejects keys of no known section', () => {
    expect(parseOperatorPickerKey('eq')).toBeNull();
    expect(parseOperatorPickerKey('other:eq')).toBeNull();
  });
});
