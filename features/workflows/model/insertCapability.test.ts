import { describe, expect, it } from 'vitest';
import { addStep } from './addStep';
import { emptyFlow } from './emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from './ids';
import { capabilityInUseMessage, insertCapability, type CapabilityFlowObject } from './insertCapability';
import { renewIds } from './renewIds';
import type { Flow } from './types';
import { flowProblems } from './__tests__/flowRules';
import { PAN, referencingFlow as builtFlow, service, wait } from './__tests__/steps';

/** What a capability saves of a flow (document 2 section 7): its columns after the start column. */
const capabilitySaveObject = (flow: Flow): CapabilityFlowObject => ({ columns: flow.columns.slice(1) });

describe('renewIds (document 2 section 4.10)', () => {
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
