import { describe, expect, it } from 'vitest';
import { CONFIGURE_VISIBLE_COUNT, hasStaticValue, isInputConfigured, isInputMandatory, orderForConfigure, type ConfigurableInput } from './configureOrder';

const input = (key: string, fields: ConfigurableInput) => ({ key, ...fields });

describe('isInputConfigured', () => {
  it("treats '..', an empty location and a missing one as not configured", () => {
    expect(isInputConfigured({ location: '..' })).toBe(false);
    expect(isInputConfigured({ location: '' })).toBe(false);
    expect(isInputConfigured({})).toBe(false);
    expect(isInputConfigured({ location: 'input.start_ghdvng.pan' })).toBe(true);
  });

  it('judges a static input by its value, not its location', () => {
    expect(isInputConfigured({ isStatic: true, location: 'static..', staticValue: 'IN' })).toBe(true);
    expect(isInputConfigured({ isStatic: true, staticValue: 0 })).toBe(true);
    expect(isInputConfigured({ isStatic: true, staticValue: false })).toBe(true);
    expect(isInputConfigured({ isStatic: true, staticValue: '  ' })).toBe(false);
    expect(isInputConfigured({ isStatic: true, staticValue: [] })).toBe(false);
    expect(isInputConfigured({ isStatic: true, staticValue: null })).toBe(false);
  });
});

describe('hasStaticValue', () => {
  it('accepts numbers, booleans, non-blank text and non-empty lists', () => {
    expect([0, true, 'a', ['x']].every(hasStaticValue)).toBe(true);
    expect([undefined, null, '', [], ' '].some(hasStaticValue)).toBe(false);
  });
});

describe('isInputMandatory', () => {
  it('follows isOptional first (a CONDITIONAL input toggled either way), then the optionality', () => {
    expect(isInputMandatory({ optionality: 'CONDITIONAL', isOptional: false })).toBe(true);
    expect(isInputMandatory({ optionality: 'CONDITIONAL', isOptional: true })).toBe(false);
    expect(isInputMandatory({ optionality: 'REQUIRED' })).toBe(true);
    expect(isInputMandatory({ optionality: 'OPTIONAL' })).toBe(false);
    expect(isInputMandatory({})).toBe(true);
  });
});

describe('orderForConfigure', () => {
  it('lists mandatory unconfigured, mandatory configured, optional unconfigured, optional configured', () => {
    const inputs = [
      input('optionalDone', { isOptional: true, location: 'input.start_ghdvng.fullName' }),
      input('mandatoryDone', { isOptional: false, location: 'input.start_ghdvng.pan' }),
      input('optionalOpen', { isOptional: true, location: '..' }),
      input('mandatoryOpen', { isOptional: false, location: '..' }),
    ];
    expect(orderForConfigure(inputs).map((i) => i.key)).toEqual(['mandatoryOpen', 'mandatoryDone', 'optionalOpen', 'optionalDone']);
  });

  it("keeps the service's own order within a group and does not change its argument", () => {
    const inputs = [
      input('b', { isOptional: false, location: '..' }),
      input('c', { isOptional: true, location: '..' }),
      input('a', { isOptional: false, location: '..' }),
      input('d', { isOptional: true, isStatic: true, staticValue: 'x' }),
      input('e', { isOptional: true, location: '..' }),
    ];
    const before = inputs.map((i) => i.key);
    expect(orderForConfigure(inputs).map((i) => i.key)).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(inputs.map((i) => i.key)).toEqual(before);
  });

  it('shows four inputs before Configure More', () => {
    expect(CONFIGURE_VISIBLE_COUNT).toBe(4);
  });
});
