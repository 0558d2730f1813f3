import { describe, expect, it } from 'vitest';
import { catalogueSuppliers } from '~/fixtures';
import {
  writtenInCapitals,
  allRequiredState,
  chooseSource,
  initialInputs,
  mapInput,
  parseTypedValue,
  resetInput,
  setRequired,
  setStaticValue,
  sourceOf,
  staticEditorKind,
  type NodeInput,
  type ServiceInput,
} from './configureInputs';

const NODE = 'pan-verification__a1b2';
const pan = catalogueSuppliers.find((s) => s.id === 'pan-verification');
if (!pan) throw new Error('fixture pan-verification missing');

const conditional: ServiceInput = { key: 'documentType', displayName: 'Document Type', type: 'STRING', format: 'TEXT', optionality: 'CONDITIONAL', isOptional: true, description: 'Expected type.' };

describe('initialInputs', () => {
  it('starts every input of the service unconfigured, optional unless REQUIRED, namespaced by the node', () => {
    const inputs = initialInputs(pan.inputs, undefined, NODE);
    expect(inputs.map((i) => [i.key, i.location, i.isOptional, i.namespace, i.isStatic])).toEqual([
      ['pan', '..', false, NODE, false],
      ['fullName', '..', true, NODE, false],
      ['dob', '..', true, NODE, false],
    ]);
  });

  it("keeps the node's saved mapping, static value and CONDITIONAL choice, and drops inputs the service no longer has", () => {
    const saved: NodeInput[] = [
      { key: 'pan', location: 'input.start_ghdvng.pan', locationKind: 'input', locationId: 'start_ghdvng', locationType: 'pan', isStatic: false },
      { key: 'fullName', location: 'static..fullName', locationKind: 'static', isStatic: true, staticValue: 'Ravi' },
      { key: 'documentType', location: '..', isOptional: false },
      { key: 'retired', location: 'input.start_ghdvng.x' },
    ];
    const inputs = initialInputs([...pan.inputs, conditional], saved, NODE);
    expect(inputs.map((i) => i.key)).toEqual(['pan', 'fullName', 'dob', 'documentType']);
    expect(inputs[0]).toMatchObject({ location: 'input.start_ghdvng.pan', locationKind: 'input', optionality: 'REQUIRED', isOptional: false });
    expect(inputs[1]).toMatchObject({ isStatic: true, staticValue: 'Ravi', isOptional: true });
    expect(inputs[3]).toMatchObject({ optionality: 'CONDITIONAL', isOptional: false });
  });
});

describe('sources', () => {
  const [input] = initialInputs(pan.inputs, undefined, NODE) as [NodeInput];

  it('maps to an input attribute or a service output with the three location parts', () => {
    const fromInput = mapInput(input, 'input.start_ghdvng.pan');
    expect(fromInput).toMatchObject({ location: 'input.start_ghdvng.pan', locationKind: 'input', locationId: 'start_ghdvng', locationType: 'pan', isStatic: false });
    expect(sourceOf(fromInput)).toBe('input');
    const fromService = mapInput(input, 'source.name-match__x1.score');
    expect(fromService).toMatchObject({ locationKind: 'source', locationId: 'name-match__x1', locationType: 'score' });
    expect(sourceOf(fromService)).toBe('service');
  });

  it('sets a static value under a static location, and resets to ..', () => {
    const fixed = setStaticValue(input, 'ABCPE1234F');
    expect(fixed).toMatchObject({ location: 'static..pan', locationKind: 'static', locationType: 'pan', isStatic: true, staticValue: 'ABCPE1234F' });
    expect(sourceOf(fixed)).toBe('static');
    const reset = resetInput(fixed);
    expect(reset).toMatchObject({ location: '..', locationKind: '', isStatic: false });
    expect(reset).not.toHaveProperty('staticValue');
    expect(sourceOf(reset)).toBeNull();
  });

  it('starts a newly chosen source unset and leaves the same source alone', () => {
    const mapped = mapInput(input, 'input.start_ghdvng.pan');
    expect(chooseSource(mapped, 'input')).toBe(mapped);
    expect(chooseSource(mapped, 'service')).toMatchObject({ location: '..' });
    expect(chooseSource(mapped, 'static')).toMatchObject({ isStatic: true });
    expect(chooseSource(mapped, 'static')).not.toHaveProperty('staticValue');
  });
});

describe('required toggles', () => {
  it('toggles only CONDITIONAL inputs and reports all, none or mixed', () => {
    const inputs = initialInputs([...pan.inputs, conditional, { ...conditional, key: 'country' }], undefined, NODE);
    expect(allRequiredState(inputs)).toBe('none');
    expect(setRequired(inputs[1] as NodeInput, true)).toBe(inputs[1]);
    const one = inputs.map((i) => (i.key === 'documentType' ? setRequired(i, true) : i));
    expect(allRequiredState(one)).toBe('mixed');
    const both = one.map((i) => setRequired(i, true));
    expect(allRequiredState(both)).toBe('all');
    expect(both[0]?.isOptional).toBe(false);
    expect(both[1]?.isOptional).toBe(true);
  });
});

describe('static editors', () => {
  it('converts numbers and refuses what is not one; text stays text', () => {
    expect(parseTypedValue('NUMBER', ' 80 ')).toBe(80);
    expect(parseTypedValue('NUMBER', '12.5')).toBe(12.5);
    expect(parseTypedValue('NUMBER', 'eighty')).toBeUndefined();
    expect(parseTypedValue('NUMBER', '')).toBeUndefined();
    expect(parseTypedValue('STRING', '80')).toBe('80');
  });

  it('picks the editor by format, type and allowed values', () => {
    expect(staticEditorKind({ type: 'STRING', format: 'LIST', allowedValues: ['A'] })).toBe('multiSelect');
    expect(staticEditorKind({ type: 'STRING', format: 'LIST' })).toBe('tags');
    expect(staticEditorKind({ type: 'BOOLEAN', format: 'TEXT' })).toBe('boolean');
    expect(staticEditorKind({ type: 'BOOLEAN', format: 'TEXT', allowedValues: ['true'] })).toBe('allowedValues');
    expect(staticEditorKind({ type: 'STRING', format: 'TEXT', allowedValues: ['IN', 'US'] })).toBe('allowedValues');
    expect(staticEditorKind({ type: 'NUMBER', format: 'TEXT' })).toBe('number');
    expect(staticEditorKind({ type: 'STRING', format: 'EMAIL' })).toBe('text');
  });
});

describe('writtenInCapitals', () => {
  it('is true for a pattern of capitals only, such as the PAN', () => {
    expect(writtenInCapitals('^[A-Z]{5}[0-9]{4}[A-Z]$')).toBe(true);
    expect(writtenInCapitals('^[A-Z]{4}0[A-Z0-9]{6}$')).toBe(true);
  });

  it('is false without a pattern, for digits only, for small letters and for a case-insensitive pattern', () => {
    expect(writtenInCapitals(undefined)).toBe(false);
    expect(writtenInCapitals(null)).toBe(false);
    expect(writtenInCapitals('^[0-9]{12}$')).toBe(false);
    expect(writtenInCapitals('^[A-Za-z ]+$')).toBe(false);
    expect(writtenInCapitals('(?i)^[A-Z]+$')).toBe(false);
  });
});
