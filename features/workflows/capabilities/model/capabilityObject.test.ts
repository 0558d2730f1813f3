import { describe, expect, it } from 'vitest';
import { addStep } from '../../model/addStep';
import { emptyFlow } from '../../model/emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from '../../model/ids';
import { flowProblems } from '../../model/__tests__/flowRules';
import { BANK, PAN, service, tag, wait } from '../../model/__tests__/steps';
import type { Flow } from '../../model/types';
import { capabilityBuilderFlow, capabilityFileName, capabilitySaveObject, duplicateCapabilityName, duplicateCapabilityObject, renewIds } from './capabilityObject';
import { capabilityInUseMessage, insertCapability } from './insertCapability';

/** Start, PAN, then Bank (mapped from PAN's name, depending on it, with a condition on its status), then a tag. */
function builtFlow(): Flow {
  const ids = sequentialIdGenerator('u');
  let flow = addStep(emptyFlow([{ key: 'pan', displayName: 'PAN', type: 'STRING' }]), service(PAN), { newColumnAfter: 0 }, ids).flow;
  const panId = flow.columns[1]!.nodes[0]!.id;
  flow = addStep(flow, service(BANK), { newColumnAfter: 1 }, ids).flow;
  const bank = flow.columns[2]!.nodes[0]!;
  bank.dependencies = [panId];
  bank.conditions = [{ eq: [{ obj: `source.${panId}.status` }, { const: 'OK' }] }];
  bank.inputs = [{ key: 'fullName', location: `source.${panId}.name`, locationKind: 'source', locationId: panId, locationType: 'name', namespace: bank.id }];
  flow.columns[1]!.nodes[0]!.inputs = [{ key: 'pan', location: `input.${START_NODE_ID}.pan`, locationKind: 'input', locationId: START_NODE_ID, locationType: 'pan', namespace: panId }];
  return addStep(flow, tag('Verified'), { newColumnAfter: 2 }, ids).flow;
}

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

describe('renewIds and duplicateCapabilityObject (document 2 section 4.10)', () => {
  it('gives every column and node a fresh id and every reference follows', () => {
    const flow = builtFlow();
    const copy = renewIds(flow.columns, sequentialIdGenerator('n'));
    const oldIds = new Set(flow.columns.flatMap((c) => [c.id, ...c.nodes.map((n) => n.id)]));
    const newIds = copy.flatMap((c) => (c.id === 'column_0' ? [] : [c.id, ...c.nodes.map((n) => n.id)]));
    expect(newIds.filter((id) => oldIds.has(id))).toEqual([]);
    expect(new Set(newIds).size).toBe(newIds.length);
    expect(copy[0]).toEqual(flow.columns[0]);

    const [pan, bank, verified] = [copy[1]!.nodes[0]!, copy[2]!.nodes[0]!, copy[3]!.nodes[0]!];
    expect(pan.id).toMatch(/^pan-verification__n\d+$/);
    expect(verified.id).toMatch(/^verified_n\d+$/);
    expect(bank.dependencies).toEqual([pan.id]);
    expect(bank.conditions).toEqual([{ eq: [{ obj: `source.${pan.id}.status` }, { const: 'OK' }] }]);
    expect(bank.inputs?.[0]).toMatchObject({ location: `source.${pan.id}.name`, locationId: pan.id, namespace: bank.id });
    expect(pan.inputs?.[0]).toMatchObject({ location: `input.${START_NODE_ID}.pan`, locationId: START_NODE_ID });
    expect(flowProblems({ columns: copy })).toEqual([]);
  });

  it('re-namespaces outputs to their new node', () => {
    const copy = renewIds(builtFlow().columns, sequentialIdGenerator('n'));
    const pan = copy[1]!.nodes[0]!;
    expect(pan.outputs?.length).toBeGreaterThan(0);
    for (const output of pan.outputs ?? []) expect(output).toMatchObject({ namespace: pan.id, location: `source.${pan.id}.${output.key}` });
  });

  it('leaves the source untouched and keeps null a null object', () => {
    const flow = builtFlow();
    const before = structuredClone(flow);
    const object = capabilitySaveObject(flow);
    const copy = duplicateCapabilityObject(object, sequentialIdGenerator('d'));
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

describe('insertCapability (document 2 section 4.3)', () => {
  const capability = () => ({ id: 'cap_pan-gate', name: 'PAN Gate', inputKeys: ['pan'], object: capabilitySaveObject(builtFlow()) });

  it('adds an await node asking for the inputs first, then the capability columns with fresh ids', () => {
    const workflow = addStep(emptyFlow([{ key: 'pan', displayName: 'PAN', type: 'STRING' }]), wait(['selfie']), { newColumnAfter: 0 }, sequentialIdGenerator('w')).flow;
    const { flow, awaitId } = insertCapability(workflow, capability(), { newColumnAfter: 1 }, sequentialIdGenerator('c'));
    expect(flow.columns).toHaveLength(2 + 1 + 3);
    const awaitNode = flow.columns[2]!.nodes[0]!;
    expect(awaitNode).toMatchObject({ id: awaitId, kind: 'AWAIT', awaits: [expect.objectContaining({ values: ['pan'] })] });
    expect(flow.columns.slice(3).map((c) => c.metadata)).toEqual(Array(3).fill(expect.objectContaining({ capabilityId: 'cap_pan-gate', capabilityName: 'PAN Gate' })));
    expect(flow.columns[3]!.nodes[0]!.dependencies).toEqual([awaitId]);
    const original = new Set(capability().object!.columns.flatMap((c) => c.nodes.map((n) => n.id)));
    expect(flow.columns.slice(3).flatMap((c) => c.nodes).filter((n) => original.has(n.id))).toEqual([]);
    expect(flowProblems(flow)).toEqual([]);
  });

  it('leaves out an end column of the capability: the workflow decides', () => {
    const object = capabilitySaveObject(addStep(builtFlow(), { kind: 'end', outcome: 'accept' }, { newColumnAfter: 3 }, sequentialIdGenerator('e')).flow);
    const { flow } = insertCapability(emptyFlow(), { ...capability(), object }, { newColumnAfter: 0 }, sequentialIdGenerator('c'));
    expect(flow.columns.flatMap((c) => c.nodes).some((n) => n.kind === 'end_accepted')).toBe(false);
    expect(flow.columns).toHaveLength(1 + 1 + 3);
  });

  it('refuses the same capability twice, or one that uses a service the flow holds', () => {
    const { flow } = insertCapability(emptyFlow(), capability(), { newColumnAfter: 0 }, sequentialIdGenerator('c'));
    expect(() => insertCapability(flow, capability(), { newColumnAfter: 0 })).toThrow(capabilityInUseMessage('PAN Gate'));
    const withPan = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }).flow;
    expect(() => insertCapability(withPan, capability(), { newColumnAfter: 1 })).toThrow(/PAN Verification service is already being used/);
  });
});
