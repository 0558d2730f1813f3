import { describe, expect, it } from 'vitest';
import { addStep } from './addStep';
import { emptyFlow } from './emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from './ids';
import { setNodeConditions } from './setNodeConditions';
import { FlowError, type ConditionExpression, type Flow } from './types';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { BANK, MATCH, MOBILE, PAN, service, tag, wait } from './__tests__/steps';

const ids = () => sequentialIdGenerator('u');
const columnNames = (flow: Flow) => flow.columns.map((c) => c.nodes.map((n) => n.id).join('+'));

describe('emptyFlow', () => {
  it('holds column_0 with the fixed start node only', () => {
    const flow = emptyFlow();
    expect(flow.columns).toHaveLength(1);
    expect(flow.columns[0]?.id).toBe('column_0');
    expect(flow.columns[0]?.nodes[0]).toMatchObject({ id: 'start_ghdvng', kind: 'START', name: 'Input', columnPosition: 0, nodePosition: 0 });
    expect(flowProblems(flow)).toEqual([]);
  });
});

describe('addStep', () => {
  it('puts a service in a new column with the service id, the marker and a unique id', () => {
    const { flow, nodeId } = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, ids());
    expect(nodeId).toBe('pan-verification__u1');
    expect(flow.columns[1]).toMatchObject({ id: 'column_u2', metadata: { kind: 'source' } });
    const node = flow.columns[1]?.nodes[0];
    expect(node).toMatchObject({ kind: 'source', supplierId: 'pan-verification', name: 'PAN Verification', columnPosition: 1, nodePosition: 0, dependencies: [], conditions: [] });
    expect(node?.inputs?.map((i) => [i.key, i.location, i.namespace, i.isOptional])).toEqual([
      ['pan', '..', 'pan-verification__u1', false],
      ['fullName', '..', 'pan-verification__u1', true],
    ]);
    expect(node?.outputs?.[0]?.location).toBe('source.pan-verification__u1.status');
    expect(flowProblems(flow)).toEqual([]);
  });

  it('appends to a chosen column', () => {
    const next = ids();
    const one = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, next).flow;
    const two = addStep(one, service(MOBILE), { column: 1 }, next).flow;
    expect(columnNames(two)).toEqual([START_NODE_ID, 'pan-verification__u1+mobile-risk__u3']);
    expect(two.columns[1]?.nodes[1]).toMatchObject({ columnPosition: 1, nodePosition: 1 });
  });

  it('shifts later columns right when a new column goes in between, and the next column’s first node depends on the new node and loses its conditions', () => {
    const next = ids();
    let flow = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, next).flow; // u1, column u2
    flow = addStep(flow, service(BANK), { newColumnAfter: 1 }, next).flow; // u3, column u4
    flow = addStep(flow, service(MOBILE), { column: 2 }, next).flow; // u5
    const condition = { eq: [{ obj: 'source.pan-verification__u1.status' }, { const: 'OK' }] } as ConditionExpression;
    flow = setNodeConditions(flow, 'bank-account-verification__u3', condition);
    deepFreeze(flow);
    const { flow: after, nodeId } = addStep(flow, service(MATCH), { newColumnAfter: 1 }, next);
    expect(nodeId).toBe('name-match__u6');
    expect(columnNames(after)).toEqual([START_NODE_ID, 'pan-verification__u1', 'name-match__u6', 'bank-account-verification__u3+mobile-risk__u5']);
    const bank = after.columns[3]?.nodes[0];
    expect(bank).toMatchObject({ columnPosition: 3, nodePosition: 0, conditions: [], dependencies: ['pan-verification__u1', 'name-match__u6'] });
    expect(after.columns[3]?.nodes[1]).toMatchObject({ columnPosition: 3, nodePosition: 1, dependencies: [] });
    expect(after.columns[1]?.nodes[0]?.outputDependencies).toEqual([{ columnPosition: 3, nodePosition: 0 }]);
    expect(after.columns[2]?.nodes[0]?.outputDependencies).toEqual([{ columnPosition: 3, nodePosition: 0 }]);
    expect(flowProblems(after)).toEqual([]);
  });

  it('refuses a service that is already in the workflow with the tooltip text', () => {
    const flow = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, ids()).flow;
    expect(() => addStep(flow, service(PAN), { column: 1 }, ids())).toThrow(new FlowError('serviceInUse', 'PAN Verification service is already being used in this workflow.'));
  });

  it('names tags and awaits by name and a unique suffix, and refuses a tag name twice', () => {
    const next = ids();
    const tagged = addStep(emptyFlow(), tag('High Risk'), { newColumnAfter: 0 }, next);
    expect(tagged.nodeId).toBe('high_risk_u1');
    expect(tagged.flow.columns[1]?.nodes[0]).toMatchObject({ kind: 'tag', name: 'High Risk', color: 'red' });
    expect(() => addStep(tagged.flow, tag('high risk'), { column: 1 }, next)).toThrow('A tag with the same name already exists in the capability');
    const waited = addStep(tagged.flow, wait(['ifsc']), { newColumnAfter: 1 }, next);
    expect(waited.nodeId).toBe('bank_details_u3');
    expect(waited.flow.columns[2]?.nodes[0]).toMatchObject({ kind: 'AWAIT', awaits: [{ nodeName: 'Input', values: ['ifsc'] }] });
  });

  it('puts end states in the end column, reject, manual review, accept, and keeps new columns before it', () => {
    const next = ids();
    let flow = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, next).flow;
    flow = addStep(flow, { kind: 'end', outcome: 'accept' }, { newColumnAfter: 1 }, next).flow;
    flow = addStep(flow, { kind: 'end', outcome: 'reject' }, { newColumnAfter: 1 }, next).flow;
    expect(flow.columns[2]?.metadata?.kind).toBe('end');
    expect(flow.columns[2]?.nodes.map((n) => n.id)).toEqual(['reject_u5', 'accept_u3']);
    expect(() => addStep(flow, { kind: 'end', outcome: 'accept' }, { newColumnAfter: 1 }, next)).toThrow(FlowError);
    const withBank = addStep(flow, service(BANK), { newColumnAfter: 1 }, next).flow;
    expect(withBank.columns.map((c) => c.metadata?.kind)).toEqual(['start', 'source', 'source', 'end']);
    expect(() => addStep(flow, service(BANK), { newColumnAfter: 2 }, next)).toThrow(expect.objectContaining({ code: 'endColumn' }));
    expect(() => addStep(flow, service(BANK), { column: 2 }, next)).toThrow(expect.objectContaining({ code: 'endColumn' }));
    expect(() => addStep(flow, service(BANK), { column: 0 }, next)).toThrow(expect.objectContaining({ code: 'unknownColumn' }));
    expect(flowProblems(withBank, { complete: true })).toEqual([]);
  });
});
