import { describe, expect, it } from 'vitest';
import { defaultCapabilityOutput, deriveCapabilityInput, newCapabilityId, normaliseCapabilityObject, type CapabilityFlowObject } from './capabilities';

const start = { id: 'column_0', nodes: [{ id: 'start_ghdvng', kind: 'START' as const, name: 'Input' }] };
const pan: CapabilityFlowObject['columns'][number] = {
  id: 'column_a1',
  nodes: [
    {
      id: 'pan-verification__x1',
      kind: 'source',
      name: 'PAN Verification',
      inputs: [
        { key: 'pan', location: 'input.start_ghdvng.pan', optionality: 'REQUIRED', isOptional: false },
        { key: 'fullName', location: 'input.start_ghdvng.fullName', optionality: 'OPTIONAL', isOptional: true },
        { key: 'dob', location: '..', optionality: 'OPTIONAL', isOptional: true },
        { key: 'consent', location: 'static..consent', isStatic: true, staticValue: 'Y' },
      ],
      conditions: [{ and: [{ gte: [{ obj: 'input.start_ghdvng.loanAmount' }, { const: 1000.000001 }] }] }],
    },
  ],
};

describe('capability flow objects', () => {
  it('drop the start column, and become null when no column remains', () => {
    expect(normaliseCapabilityObject({ columns: [start, pan] })).toEqual({ columns: [pan] });
    expect(normaliseCapabilityObject({ columns: [start] })).toBeNull();
    expect(normaliseCapabilityObject({ columns: [] })).toBeNull();
    expect(normaliseCapabilityObject(null)).toBeNull();
    expect(normaliseCapabilityObject(undefined)).toBeNull();
  });

  it('derive the inputs the flow reads: mapped service inputs and condition references', () => {
    expect(deriveCapabilityInput({ columns: [pan] })).toEqual([
      { key: 'pan', displayName: 'PAN Number', type: 'STRING', format: 'TEXT', isOptional: false, inputType: 'basic' },
      { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', isOptional: true, inputType: 'advance' },
      { key: 'loanAmount', displayName: 'Loan Amount', type: 'NUMBER', format: 'TEXT', isOptional: true, inputType: 'advance' },
    ]);
    expect(deriveCapabilityInput(null)).toEqual([]);
  });

  it('answer a status output by default and make ids without the node-id marker', () => {
    expect(defaultCapabilityOutput()[0]).toMatchObject({ key: 'status', allowedValues: ['OK', 'FAILED', 'NO_RECORD_FOUND'] });
    const id = newCapabilityId();
    expect(id).toMatch(/^cap_[0-9a-f]{16}$/);
    expect(id).not.toContain('__');
  });
});
