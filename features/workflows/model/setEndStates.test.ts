import { describe, expect, it } from 'vitest';
import { addStep } from './addStep';
import { emptyFlow } from './emptyFlow';
import { sequentialIdGenerator } from './ids';
import { setEndStates } from './setEndStates';
import type { ConditionExpression } from './types';
import { flowProblems } from './__tests__/flowRules';
import { and, eq, ID, sampleFlow } from './__tests__/sampleFlow';
import { PAN, service } from './__tests__/steps';

const pan = 'pan-verification__e1';

describe('setEndStates', () => {
  it('creates the end column with the end states that have conditions, depending on what they refer to', () => {
    const next = sequentialIdGenerator('e');
    const base = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, next).flow;
    const flow = setEndStates(base, { accept: eq(`source.${pan}.status`, 'OK'), reject: eq(`source.${pan}.status`, 'FAILED') }, next);
    expect(flow.columns).toHaveLength(3);
    expect(flow.columns[2]).toMatchObject({ id: 'column_e3', metadata: { kind: 'end' } });
    expect(flow.columns[2]?.nodes.map((n) => [n.id, n.kind, n.name, n.dependencies])).toEqual([
      ['reject_e4', 'end_rejected', 'Reject', [pan]],
      ['accept_e5', 'end_accepted', 'Accept', [pan]],
    ]);
    expect(flowProblems(flow, { complete: true })).toEqual([]);
  });

  it('updates a state in place, leaves states it is not given, and removes states set to nothing or an empty group', () => {
    const flow = sampleFlow();
    const emptyGroup = { eq: [{ const: true }, { const: true }] } as ConditionExpression;
    const changed = setEndStates(flow, { accept: and(eq(`source.${ID.pan}.status`, 'OK')), manualReview: emptyGroup });
    expect(changed.columns.at(-1)?.nodes.map((n) => n.id)).toEqual(['reject_u11', 'accept_u12']);
    expect(changed.columns.at(-1)?.nodes[1]?.conditions).toEqual([and(eq(`source.${ID.pan}.status`, 'OK'))]);
    const gone = setEndStates(changed, { reject: null, accept: null });
    expect(gone.columns.at(-1)?.metadata?.kind).toBe('branch');
    expect(flowProblems(gone)).toEqual([]);
  });

  it('refuses references to steps that are not in the flow', () => {
    expect(() => setEndStates(sampleFlow(), { accept: eq('source.nowhere__1.status', 'OK') })).toThrow(expect.objectContaining({ code: 'referenceNotEarlier' }));
  });
});
