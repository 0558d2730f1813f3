import { describe, expect, it } from 'vitest';
import { configureService } from './configureService';
import { editAwait } from './editAwait';
import { editTag } from './editTag';
import { addStep } from './addStep';
import { setNodeConditions } from './setNodeConditions';
import { findNode } from './queries';
import { START_NODE_ID } from './ids';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { eq, ID, sampleFlow } from './__tests__/sampleFlow';
import { wait } from './__tests__/steps';

describe('configureService', () => {
  it('rewrites the inputs, namespaces them to the node and resets its conditions', () => {
    const before = deepFreeze(sampleFlow());
    const inputs = [
      { key: 'accountNumber', location: 'static..', locationKind: 'static' as const, isStatic: true, staticValue: '000123' },
      { key: 'ifsc', location: `input.${START_NODE_ID}.ifsc`, locationKind: 'input' as const, locationId: START_NODE_ID, locationType: 'ifsc' },
    ];
    const flow = configureService(before, ID.bank, inputs);
    const bank = findNode(flow, ID.bank)?.node;
    expect(bank?.inputs).toEqual(inputs.map((input) => ({ ...input, namespace: ID.bank })));
    expect(bank?.conditions).toEqual([]);
    expect(findNode(before, ID.bank)?.node.conditions).toHaveLength(1);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('refuses a mapping from a step that is not to the left, and steps that are not services', () => {
    expect(() => configureService(sampleFlow(), ID.pan, [{ key: 'pan', location: `source.${ID.bank}.name` }])).toThrow(expect.objectContaining({ code: 'referenceNotEarlier' }));
    expect(() => configureService(sampleFlow(), ID.tag, [])).toThrow(expect.objectContaining({ code: 'notAService' }));
  });
});

describe('editAwait', () => {
  it('sets the awaited values under the start node’s name and resets the conditions', () => {
    let flow = addStep(sampleFlow(), wait(), { newColumnAfter: 1 }, () => 'w1').flow;
    flow = setNodeConditions(flow, 'bank_details_w1', eq(`source.${ID.pan}.status`, 'FAILED'));
    const after = editAwait(flow, 'bank_details_w1', ['accountNumber', 'ifsc', 'ifsc']);
    expect(findNode(after, 'bank_details_w1')?.node).toMatchObject({ awaits: [{ nodeName: 'Input', values: ['accountNumber', 'ifsc'] }], conditions: [] });
    expect(() => editAwait(flow, ID.pan, [])).toThrow(expect.objectContaining({ code: 'notAnAwait' }));
  });
});

describe('editTag', () => {
  it('renames and recolours a tag, keeps its id and resets its conditions', () => {
    const flow = editTag(sampleFlow(), ID.tag, { name: 'Risky', color: 'orange' });
    expect(findNode(flow, ID.tag)?.node).toMatchObject({ id: ID.tag, name: 'Risky', color: 'orange', conditions: [] });
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('keeps tag names unique, except the tag’s own', () => {
    const flow = addStep(sampleFlow(), { kind: 'tag', name: 'Low Risk' }, { column: 3 }, () => 't2').flow;
    expect(() => editTag(flow, 'low_risk_t2', { name: 'high risk', color: 'gray' })).toThrow('A tag with the same name already exists in the capability');
    expect(() => editTag(flow, ID.tag, { name: 'High Risk', color: 'green' })).not.toThrow();
  });
});

describe('setNodeConditions', () => {
  it('writes the condition and makes the steps it refers to the node’s dependencies', () => {
    const flow = setNodeConditions(sampleFlow(), ID.tag, eq(`source.${ID.pan}.status`, 'OK'));
    expect(findNode(flow, ID.tag)?.node).toMatchObject({ conditions: [eq(`source.${ID.pan}.status`, 'OK')], dependencies: [ID.pan] });
    const cleared = setNodeConditions(flow, ID.tag, null);
    expect(findNode(cleared, ID.tag)?.node).toMatchObject({ conditions: [], dependencies: [] });
  });

  it('refuses references to steps that are not to the left', () => {
    expect(() => setNodeConditions(sampleFlow(), ID.pan, eq(`source.${ID.bank}.status`, 'OK'))).toThrow(expect.objectContaining({ code: 'referenceNotEarlier' }));
  });
});
