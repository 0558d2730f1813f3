import { describe, expect, it } from 'vitest';
import { addStep } from './addStep';
import { alerts } from './alerts';
import { branchColumnsOf, branchMembers, branchName, branchOfStep, branchStatus, chooseBranch, chosenBranch, isBranchChoicePending, parentBranchOf, renameBranch } from './branches';
import { configureService } from './configureService';
import { deleteStep } from './deleteStep';
import { emptyFlow } from './emptyFlow';
import { layout } from './layout';
import { placeStep } from './placeStep';
import { findNode } from './queries';
import { replaceStep } from './replaceStep';
import { setNodeConditions } from './setNodeConditions';
import { sequentialIdGenerator } from './ids';
import type { Flow } from './types';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { and, eq, ID, sampleFlow } from './__tests__/sampleFlow';
import { BANK, MOBILE, PAN, service, tag } from './__tests__/steps';

const EMAIL = { id: 'email-risk', displayName: 'Email Risk' };
const IP = { id: 'ip-intelligence', displayName: 'IP Intelligence' };
const status = (tagId: string, value: 'OK' | 'FAILED') => eq(`tag.${tagId}.status`, value);
const conditionOf = (flow: Flow, id: string) => findNode(flow, id)?.node.conditions;

/** start | Mobile | Outer (tag) | branch A: Inner (tag) | ... */
function nested() {
  const next = sequentialIdGenerator('n');
  let flow = addStep(emptyFlow(), service(MOBILE), { newColumnAfter: 0 }, next).flow; // mobile-risk__n1
  flow = addStep(flow, tag('Outer'), { newColumnAfter: 1 }, next).flow; // outer_n3
  flow = placeStep(flow, tag('Inner'), { branchOf: 'outer_n3', branch: 'A' }, next).flow; // inner_n5 under branch A
  return { flow, next, outer: 'outer_n3', inner: 'inner_n5' };
}

describe('branchStatus (section 4.5)', () => {
  it('is OK for the chosen branch and FAILED for the other', () => {
    expect(branchStatus('A', 'A')).toBe('OK');
    expect(branchStatus('B', 'A')).toBe('FAILED');
    expect(branchStatus('A', 'B')).toBe('FAILED');
    expect(branchStatus('B', 'B')).toBe('OK');
  });

  it('is reversed when the tag sits under branch A of another tag, and not under branch B', () => {
    expect(branchStatus('A', 'A', 'A')).toBe('FAILED');
    expect(branchStatus('B', 'A', 'A')).toBe('OK');
    expect(branchStatus('A', 'B', 'A')).toBe('OK');
    expect(branchStatus('B', 'B', 'A')).toBe('FAILED');
    expect(branchStatus('A', 'A', 'B')).toBe('OK');
    expect(branchStatus('B', 'A', 'B')).toBe('FAILED');
  });
});

describe('branch steps', () => {
  it('a step placed under a branch depends on the tag and waits for its status; the branch column follows the tag', () => {
    const before = deepFreeze(sampleFlow());
    const { flow, nodeId } = placeStep(before, service(EMAIL), { branchOf: ID.tag, branch: 'B' }, () => 'e');
    expect(findNode(flow, nodeId)?.node).toMatchObject({ dependencies: [ID.tag], conditions: [status(ID.tag, 'FAILED')] });
    expect(branchColumnsOf(flow, ID.tag)).toEqual([
      { index: 4, branch: 'A' },
      { index: 5, branch: 'B' },
    ]);
    // A second step under the same branch joins its column.
    const second = placeStep(flow, service(IP), { branchOf: ID.tag, branch: 'B' }, () => 'i');
    expect(second.flow.columns[5]?.nodes.map((n) => n.id)).toEqual([nodeId, second.nodeId]);
    expect(flowProblems(second.flow, { complete: true })).toEqual([]);
  });

  it('follows the branch chosen on the tag', () => {
    let flow = chooseBranch(sampleFlow(), ID.tag, 'B');
    flow = placeStep(flow, service(EMAIL), { branchOf: ID.tag, branch: 'B' }, () => 'e').flow;
    expect(conditionOf(flow, 'email-risk__e')).toEqual([status(ID.tag, 'OK')]);
  });

  it('reverses the statuses under a nested tag in branch A, and reads the choice back through the reversal', () => {
    const { flow: base, inner, outer, next } = nested();
    expect(findNode(base, inner)?.node.conditions).toEqual([status(outer, 'OK')]);
    expect(parentBranchOf(base, inner)).toBe('A');
    let flow = placeStep(base, service(PAN), { branchOf: inner, branch: 'A' }, next).flow;
    flow = placeStep(flow, service(EMAIL), { branchOf: inner, branch: 'B' }, next).flow;
    expect(conditionOf(flow, 'pan-verification__n7')).toEqual([status(inner, 'FAILED')]);
    expect(conditionOf(flow, 'email-risk__n9')).toEqual([status(inner, 'OK')]);
    expect(chosenBranch(flow, inner)).toBe('A');
    const swapped = chooseBranch(flow, inner, 'B');
    expect(conditionOf(swapped, 'pan-verification__n7')).toEqual([status(inner, 'OK')]);
    expect(conditionOf(swapped, 'email-risk__n9')).toEqual([status(inner, 'FAILED')]);
    expect(chosenBranch(swapped, inner)).toBe('B');
    expect(flowProblems(swapped)).toEqual([]);
  });

  it('does not reverse under a nested tag in branch B', () => {
    const next = sequentialIdGenerator('q');
    let flow = addStep(emptyFlow(), tag('Outer'), { newColumnAfter: 0 }, next).flow; // outer_q1
    flow = placeStep(flow, tag('Inner'), { branchOf: 'outer_q1', branch: 'B' }, next).flow; // inner_q3
    flow = placeStep(flow, service(PAN), { branchOf: 'inner_q3', branch: 'A' }, next).flow;
    expect(conditionOf(flow, 'pan-verification__q5')).toEqual([status('inner_q3', 'OK')]);
  });
});

describe('chooseBranch', () => {
  it('rewrites the status inside a longer condition and keeps the rest', () => {
    const flow = chooseBranch(deepFreeze(sampleFlow()), ID.tag, 'B');
    expect(conditionOf(flow, ID.match)).toEqual([and(status(ID.tag, 'FAILED'), eq(`source.${ID.bank}.status`, 'OK'))]);
    expect(chosenBranch(flow, ID.tag)).toBe('B');
  });

  it('gives a branch step that lost its status comparison the comparison back, with the tag as a dependency', () => {
    const cleared = setNodeConditions(sampleFlow(), ID.match, eq(`source.${ID.bank}.status`, 'OK'));
    expect(chosenBranch(cleared, ID.tag)).toBeNull();
    expect(alerts(cleared).find((a) => a.nodeId === ID.tag)?.reasons).toContain('tagBranchChoice');
    const flow = chooseBranch(cleared, ID.tag, 'A');
    expect(findNode(flow, ID.match)?.node).toMatchObject({
      conditions: [and(status(ID.tag, 'OK'), eq(`source.${ID.bank}.status`, 'OK'))],
      dependencies: [ID.tag, ID.bank],
    });
    expect(alerts(flow).find((a) => a.nodeId === ID.tag)?.reasons).not.toContain('tagBranchChoice');
  });

  it('refuses a step that is not a tag', () => {
    expect(() => chooseBranch(sampleFlow(), ID.pan, 'A')).toThrow(expect.objectContaining({ code: 'notATag' }));
  });
});

describe('renameBranch', () => {
  it('names the branch columns; a blank name goes back to the default', () => {
    const before = deepFreeze(sampleFlow());
    expect(branchName(before, ID.tag, 'A')).toBe('Branch A');
    const named = renameBranch(before, ID.tag, 'A', '  High risk path ');
    expect(branchName(named, ID.tag, 'A')).toBe('High risk path');
    expect(named.columns[4]?.metadata).toMatchObject({ kind: 'branch', parentID: ID.tag, branch: 'A', description: 'High risk path' });
    expect(branchName(renameBranch(named, ID.tag, 'A', ' '), ID.tag, 'A')).toBe('Branch A');
    expect(() => renameBranch(before, ID.tag, 'B', 'Other')).toThrow(expect.objectContaining({ code: 'unknownColumn' }));
  });
});

describe('tags with branch children through replace and delete', () => {
  it('a tag replaced by a tag keeps its branch steps on the new tag’s status', () => {
    const { flow, nodeId } = replaceStep(chooseBranch(sampleFlow(), ID.tag, 'B'), ID.tag, tag('Very High Risk'), () => 'v');
    expect(findNode(flow, ID.match)?.node.dependencies).toContain(nodeId);
    expect(conditionOf(flow, ID.match)).toEqual([and(status(nodeId, 'FAILED'), eq(`source.${ID.bank}.status`, 'OK'))]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('deleting a tag removes its branch steps, nested tags and their branches too', () => {
    const { flow: base, outer, next } = nested();
    let flow = placeStep(base, service(PAN), { branchOf: 'inner_n5', branch: 'A' }, next).flow;
    flow = placeStep(flow, service(EMAIL), { branchOf: outer, branch: 'B' }, next).flow;
    const after = deleteStep(flow, outer);
    expect(after.columns.map((c) => c.nodes.map((n) => n.id))).toEqual([['start_ghdvng'], ['mobile-risk__n1']]);
    expect(flowProblems(after)).toEqual([]);
  });
});

describe('branch plus buttons', () => {
  it('offers Branch A and Branch B beside a new tag, then the branch column’s own button', () => {
    const { flow, nodeId } = addStep(emptyFlow(), tag('High Risk'), { newColumnAfter: 0 }, () => 't');
    const branchButtons = (f: Flow) => layout(f).plusButtons.filter((p) => 'branchOf' in p.placement).map((p) => [p.kind, p.placement, p.label]);
    expect(branchButtons(flow)).toEqual([
      ['branch', { branchOf: nodeId, branch: 'A' }, 'Add a step to Branch A of High Risk'],
      ['branch', { branchOf: nodeId, branch: 'B' }, 'Add a step to Branch B of High Risk'],
    ]);
    const withA = placeStep(flow, service(PAN), { branchOf: nodeId, branch: 'A' }, () => 'p').flow;
    expect(branchButtons(withA)).toEqual([
      ['inColumn', { branchOf: nodeId, branch: 'A' }, 'Add a step to Branch A of High Risk'],
      ['branch', { branchOf: nodeId, branch: 'B' }, 'Add a step to Branch B of High Risk'],
    ]);
  });
});

describe('a branch survives its steps being configured (issue 15)', () => {
  /** start | Mobile | Risk (tag) | A: PAN | B: Bank, the tag's condition set. */
  function twoBranches() {
    const next = sequentialIdGenerator('k');
    let flow = addStep(emptyFlow(), service(MOBILE), { newColumnAfter: 0 }, next).flow; // mobile-risk__k1
    flow = addStep(flow, tag('Risk'), { newColumnAfter: 1 }, next).flow; // risk_k3
    flow = setNodeConditions(flow, 'risk_k3', eq('source.mobile-risk__k1.riskLevel', 'HIGH'));
    flow = placeStep(flow, service(PAN), { branchOf: 'risk_k3', branch: 'A' }, next).flow; // pan-verification__k5
    flow = placeStep(flow, service(BANK), { branchOf: 'risk_k3', branch: 'B' }, next).flow; // bank-account-verification__k7
    return { flow, next, tagId: 'risk_k3', a: 'pan-verification__k5', b: 'bank-account-verification__k7' };
  }
  const mappedAll = (flow: Flow, id: string) =>
    (findNode(flow, id)?.node.inputs ?? []).map((input) => ({ ...input, location: `input.start_ghdvng.${input.key}`, locationKind: 'input' as const, locationId: 'start_ghdvng', locationType: input.key }));

  it('configuring a service under a branch keeps its status comparison and its tag, so the choice stays made', () => {
    const { flow: base, tagId, a, b } = twoBranches();
    let flow = configureService(base, a, mappedAll(base, a));
    flow = configureService(flow, b, mappedAll(flow, b));
    expect(findNode(flow, a)?.node).toMatchObject({ conditions: [status(tagId, 'OK')], dependencies: [tagId] });
    expect(findNode(flow, b)?.node).toMatchObject({ conditions: [status(tagId, 'FAILED')], dependencies: [tagId] });
    expect(chosenBranch(flow, tagId)).toBe('A');
    expect(isBranchChoicePending(flow, tagId)).toBe(false);
    expect(alerts(flow).find((alert) => alert.nodeId === tagId)).toBeUndefined();
  });

  it('keeps the branch chosen on the tag when a step of the other branch is configured', () => {
    const { flow: base, tagId, b } = twoBranches();
    const chosen = chooseBranch(base, tagId, 'B');
    const flow = configureService(chosen, b, mappedAll(chosen, b));
    expect(conditionOf(flow, b)).toEqual([status(tagId, 'OK')]);
    expect(chosenBranch(flow, tagId)).toBe('B');
  });

  it('a branch step whose comparison was lost marks the choice pending, and choosing the same branch records it again', () => {
    const { flow: base, tagId, a } = twoBranches();
    const lost = setNodeConditions(base, a, null);
    expect(isBranchChoicePending(lost, tagId)).toBe(true);
    const again = chooseBranch(lost, tagId, 'A');
    expect(isBranchChoicePending(again, tagId)).toBe(false);
    expect(findNode(again, a)?.node).toMatchObject({ conditions: [status(tagId, 'OK')], dependencies: [tagId] });
  });
});

describe('an end state under a branch (issue 15)', () => {
  function tagWithBranchA() {
    const next = sequentialIdGenerator('m');
    let flow = addStep(emptyFlow(), service(MOBILE), { newColumnAfter: 0 }, next).flow; // mobile-risk__m1
    flow = addStep(flow, tag('Risk'), { newColumnAfter: 1 }, next).flow; // risk_m3
    flow = placeStep(flow, service(PAN), { branchOf: 'risk_m3', branch: 'A' }, next).flow; // pan-verification__m5
    return { flow, next, tagId: 'risk_m3' };
  }

  it('goes to the end column, depends on the tag and decides when its branch runs', () => {
    const { flow: base, next, tagId } = tagWithBranchA();
    const { flow, nodeId } = placeStep(deepFreeze(base), { kind: 'end', outcome: 'reject' }, { branchOf: tagId, branch: 'B' }, next);
    const last = flow.columns[flow.columns.length - 1];
    expect(last?.metadata?.kind).toBe('end');
    expect(last?.nodes.map((n) => n.id)).toEqual([nodeId]);
    expect(findNode(flow, nodeId)?.node).toMatchObject({ kind: 'end_rejected', dependencies: [tagId], conditions: [status(tagId, 'FAILED')] });
    expect(branchOfStep(flow, nodeId)).toEqual({ tagId, branch: 'B' });
    expect(branchMembers(flow, tagId).B.map((n) => n.id)).toEqual([nodeId]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
    // The tag has a child under each branch now: no branch is reported missing.
    expect(alerts(flow).find((alert) => alert.nodeId === tagId)?.reasons).not.toContain('tagBranchB');
  });

  it('keeps ending its branch when the other branch is chosen on the tag', () => {
    const { flow: base, next, tagId } = tagWithBranchA();
    const { flow, nodeId } = placeStep(base, { kind: 'end', outcome: 'accept' }, { branchOf: tagId, branch: 'A' }, next);
    const swapped = chooseBranch(flow, tagId, 'B');
    expect(conditionOf(swapped, nodeId)).toEqual([status(tagId, 'FAILED')]);
    expect(branchOfStep(swapped, nodeId)).toEqual({ tagId, branch: 'A' });
    expect(chosenBranch(swapped, tagId)).toBe('B');
  });

  it('is refused with a reason when the workflow already ends that way', () => {
    const { flow: base, next, tagId } = tagWithBranchA();
    const ended = placeStep(base, { kind: 'end', outcome: 'accept' }, { branchOf: tagId, branch: 'A' }, next).flow;
    expect(() => placeStep(ended, { kind: 'end', outcome: 'accept' }, { branchOf: tagId, branch: 'B' }, next)).toThrow('The workflow already ends with Accept.');
  });
});
