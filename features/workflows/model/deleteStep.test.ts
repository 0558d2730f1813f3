import { describe, expect, it } from 'vitest';
import { addBranchStep } from './addBranchStep';
import { addStep } from './addStep';
import { deleteStep } from './deleteStep';
import { emptyFlow } from './emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from './ids';
import { usedServiceIds, usedTagNames, findNode } from './queries';
import type { Flow } from './types';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { eq, ID, sampleFlow } from './__tests__/sampleFlow';
import { KYC_CAPABILITY, MOBILE, service } from './__tests__/steps';

const columnNames = (flow: Flow) => flow.columns.map((c) => c.nodes.map((n) => n.id).join('+'));

describe('deleteStep', () => {
  it('starts from a flow that meets the rules', () => {
    expect(flowProblems(sampleFlow(), { complete: true })).toEqual([]);
  });

  it('deletes the only node of a middle column: the column goes, later columns shift left, references are removed', () => {
    const before = deepFreeze(sampleFlow());
    const after = deleteStep(before, ID.pan);
    expect(columnNames(after)).toEqual([START_NODE_ID, `${ID.bank}+${ID.mobile}`, ID.tag, ID.match, 'reject_u11+accept_u12']);
    const bank = findNode(after, ID.bank);
    expect(bank?.node).toMatchObject({ columnPosition: 1, nodePosition: 0, dependencies: [], conditions: [] });
    // BANK's fullName was mapped from PAN's name: back to not configured; its other inputs stay.
    expect(bank?.node.inputs?.map((i) => [i.key, i.location, i.locationKind])).toEqual([
      ['accountNumber', `input.${START_NODE_ID}.accountNumber`, 'input'],
      ['ifsc', `input.${START_NODE_ID}.ifsc`, 'input'],
      ['fullName', '..', ''],
    ]);
    expect(findNode(after, ID.match)?.node.inputs?.find((i) => i.key === 'name1')?.location).toBe('..');
    // The reject condition was an OR of a PAN comparison and a tag comparison: only the tag's is left.
    expect(findNode(after, 'reject_u11')?.node.conditions).toEqual([{ or: [eq(`tag.${ID.tag}.status`, 'OK')] }]);
    expect(findNode(after, 'reject_u11')?.node.dependencies).toEqual([ID.tag]);
    expect(usedServiceIds(after)).not.toContain('pan-verification');
    expect(findNode(before, ID.pan)).not.toBeNull();
    expect(flowProblems(after, { complete: true })).toEqual([]);
  });

  it('prunes groups a deletion leaves empty and drops a condition left with nothing', () => {
    const after = deleteStep(sampleFlow(), ID.match);
    // accept was AND(bank OK, match isMatch): one comparison is left.
    expect(findNode(after, 'accept_u12')?.node.conditions).toEqual([{ and: [eq(`source.${ID.bank}.status`, 'OK')] }]);
    const onlyBank = deleteStep(after, ID.bank);
    expect(findNode(onlyBank, 'accept_u12')?.node.conditions).toEqual([]);
    expect(findNode(onlyBank, 'accept_u12')?.node.dependencies).toEqual([]);
    expect(flowProblems(onlyBank)).toEqual([]);
  });

  it('deletes a tag with its branch children, and the tag name leaves the used names', () => {
    const flow = addBranchStep(sampleFlow(), ID.tag, 'B', service({ id: 'email-risk', displayName: 'Email Risk' }), () => 'x').flow;
    expect(flow.columns.map((c) => c.metadata?.kind)).toEqual(['start', 'source', 'source', 'tag', 'branch', 'branch', 'end']);
    const after = deleteStep(flow, ID.tag);
    expect(columnNames(after)).toEqual([START_NODE_ID, ID.pan, `${ID.bank}+${ID.mobile}`, 'reject_u11+accept_u12']);
    expect(usedTagNames(after)).toEqual([]);
    expect(usedServiceIds(after)).toEqual(['pan-verification', 'bank-account-verification', 'mobile-risk']);
    expect(findNode(after, 'reject_u11')?.node.conditions).toEqual([{ or: [eq(`source.${ID.pan}.status`, 'NO_RECORD_FOUND')] }]);
    expect(flowProblems(after, { complete: true })).toEqual([]);
  });

  it('deletes a capability with its columns', () => {
    const next = sequentialIdGenerator('c');
    let flow = addStep(emptyFlow(), { kind: 'capability', capability: KYC_CAPABILITY }, { newColumnAfter: 0 }, next).flow;
    flow = addStep(flow, service(MOBILE), { newColumnAfter: 1 }, next).flow;
    flow = { columns: flow.columns.map((column, c) => (c === 2 ? { ...column, metadata: { kind: 'source' as const, capabilityId: 'cap_kyc' } } : column)) };
    flow = addStep(flow, service({ id: 'email-risk', displayName: 'Email Risk' }), { newColumnAfter: 2 }, next).flow;
    const after = deleteStep(flow, 'cap_kyc__c1');
    expect(columnNames(after)).toEqual([START_NODE_ID, 'email-risk__c5']);
    expect(flowProblems(after)).toEqual([]);
  });

  it('removes the end column with its last end state, and refuses the start node and unknown ids', () => {
    let flow = sampleFlow();
    flow = deleteStep(deleteStep(flow, 'reject_u11'), 'accept_u12');
    expect(flow.columns.at(-1)?.metadata?.kind).toBe('branch');
    expect(() => deleteStep(flow, START_NODE_ID)).toThrow(expect.objectContaining({ code: 'startNode' }));
    expect(() => deleteStep(flow, 'nope')).toThrow(expect.objectContaining({ code: 'unknownNode' }));
  });
});
