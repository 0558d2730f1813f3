import { describe, expect, it } from 'vitest';
import { replaceStep } from './replaceStep';
import { findNode } from './queries';
import { START_NODE_ID } from './ids';
import type { Flow } from './types';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { eq, ID, sampleFlow } from './__tests__/sampleFlow';
import { BANK, service, tag } from './__tests__/steps';

const columnNames = (flow: Flow) => flow.columns.map((c) => c.nodes.map((n) => n.id).join('+'));
const IP = { id: 'ip-intelligence', displayName: 'IP Intelligence', inputs: [{ key: 'ipAddress', optionality: 'REQUIRED' as const }] };

describe('replaceStep', () => {
  it('replaces a node others depend on: position, conditions and dependencies kept; dependents re-pointed; later references removed', () => {
    const before = deepFreeze(sampleFlow());
    const { flow, nodeId } = replaceStep(before, ID.pan, service(IP), () => 'r1');
    expect(nodeId).toBe('ip-intelligence__r1');
    expect(columnNames(flow)).toEqual(columnNames(before).map((name) => (name === ID.pan ? nodeId : name)));
    const ip = findNode(flow, nodeId);
    expect(ip).toMatchObject({ column: 1, row: 0 });
    expect(ip?.node).toMatchObject({ supplierId: 'ip-intelligence', columnPosition: 1, nodePosition: 0, dependencies: [], conditions: [] });
    const bank = findNode(flow, ID.bank)?.node;
    // BANK depended on PAN: it now depends on the replacement, and its PAN condition is gone.
    expect(bank?.dependencies).toEqual([nodeId]);
    expect(bank?.conditions).toEqual([]);
    expect(bank?.inputs?.find((i) => i.key === 'fullName')?.location).toBe('..');
    expect(findNode(flow, 'reject_u11')?.node.conditions).toEqual([{ or: [eq(`tag.${ID.tag}.status`, 'OK')] }]);
    // Dependents are re-pointed even where the condition that named the old node is gone.
    expect(findNode(flow, 'reject_u11')?.node.dependencies).toEqual([nodeId, ID.tag]);
    expect(ip?.node.outputDependencies).toEqual([{ columnPosition: 2, nodePosition: 0 }, { columnPosition: 5, nodePosition: 0 }]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('keeps the replaced node’s own conditions', () => {
    const { flow, nodeId } = replaceStep(sampleFlow(), ID.bank, service(IP), () => 'r2');
    expect(findNode(flow, nodeId)?.node.conditions).toEqual([eq(`source.${ID.pan}.status`, 'OK')]);
    expect(findNode(flow, nodeId)?.node.dependencies).toEqual([ID.pan]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('replacing a tag with a tag moves its branch columns to the new tag', () => {
    const { flow, nodeId } = replaceStep(sampleFlow(), ID.tag, tag('Very High Risk'), () => 'r3');
    expect(nodeId).toBe('very_high_risk_r3');
    expect(flow.columns[4]?.metadata).toEqual({ kind: 'branch', parentID: nodeId, branch: 'A' });
    expect(findNode(flow, ID.match)?.node.dependencies).toEqual([nodeId, ID.bank]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('may replace a service by itself but not by one used elsewhere; the start node stays', () => {
    expect(() => replaceStep(sampleFlow(), ID.pan, service(BANK))).toThrow('Bank Account Verification service is already being used in this workflow.');
    expect(() => replaceStep(sampleFlow(), ID.bank, service(BANK), () => 'r4')).not.toThrow();
    expect(() => replaceStep(sampleFlow(), START_NODE_ID, service(IP))).toThrow(expect.objectContaining({ code: 'startNode' }));
    expect(() => replaceStep(sampleFlow(), 'accept_u12', service(IP))).toThrow(expect.objectContaining({ code: 'endColumn' }));
  });

  it('replaces an end state by another kind in place', () => {
    const { flow, nodeId } = replaceStep(sampleFlow(), 'reject_u11', { kind: 'end', outcome: 'manualReview' }, () => 'r5');
    expect(nodeId).toBe('manual_review_r5');
    expect(flow.columns.at(-1)?.nodes.map((n) => n.kind)).toEqual(['end_manual_review', 'end_accepted']);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });
});
