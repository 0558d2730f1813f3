import { describe, expect, it } from 'vitest';
import { emptyFlow } from '~/features/workflows';
import { flowProblems } from '../../workflows/model/__tests__/flowRules';
import { referencingFlow as builtFlow } from '../../workflows/model/__tests__/steps';
import { capabilityBuilderFlow, capabilityFileName, capabilitySaveObject, duplicateCapabilityName, duplicateCapabilityObject } from './capabilityObject';

const letters = (prefix: string) => {
  let next = 0;
  return () => `${prefix}${(next += 1)}`;
};

describe('capabilitySaveObject (document 2 section 7)', () => {
  it('removes column_0 and keeps the other columns in order', () => {
    const flow = builtFlow();
    const saved = capabilitySaveObject(flow);
    expect(saved?.columns.map((c) => c.id)).toEqual(flow.columns.slice(1).map((c) => c.id));
    expect(saved?.columns.some((c) => c.id === 'column_0')).toBe(false);
  });

  it('is null when no column remains besides the start', () => {
    expect(capabilitySaveObject(emptyFlow())).toBeNull();
  });

  it('round-trips through the builder flow, which puts a start column back in front', () => {
    const flow = builtFlow();
    const rebuilt = capabilityBuilderFlow(capabilitySaveObject(flow), [{ key: 'pan', displayName: 'PAN', type: 'STRING' }]);
    expect(rebuilt.columns.map((c) => c.id)).toEqual(flow.columns.map((c) => c.id));
    expect(flowProblems(rebuilt)).toEqual([]);
    expect(capabilityBuilderFlow(null, []).columns.map((c) => c.id)).toEqual(['column_0']);
  });
});

describe('duplicateCapabilityObject (document 2 section 4.10)', () => {
  it('leaves the source untouched and keeps null a null object', () => {
    const flow = builtFlow();
    const before = structuredClone(flow);
    const object = capabilitySaveObject(flow);
    const copy = duplicateCapabilityObject(object, letters('d'));
    expect(flow).toEqual(before);
    expect(copy?.columns).toHaveLength(object!.columns.length);
    expect(copy?.columns[0]!.id).not.toBe(object!.columns[0]!.id);
    expect(duplicateCapabilityObject(null)).toBeNull();
  });

  it('names the copy and the export file', () => {
    expect(duplicateCapabilityName('PAN Gate')).toBe('PAN Gate_copy');
    expect(capabilityFileName('PAN / Bank: KYC')).toBe('PAN_Bank_KYC.json');
    expect(capabilityFileName('***')).toBe('capability.json');
  });
});
