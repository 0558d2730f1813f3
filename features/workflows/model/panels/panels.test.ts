import { describe, expect, it } from 'vitest';
import { addBranchStep } from '../addBranchStep';
import { chooseBranch } from '../branches';
import { setNodeConditions } from '../setNodeConditions';
import { START_NODE_ID, sequentialIdGenerator } from '../ids';
import { service, tag } from '../__tests__/steps';
import { findNode } from '../queries';
import { ConditionCodecError } from '../conditions/references';
import { catalogOf } from '../conditions/catalogOf';
import { all, any, compare, input, source } from '../conditions/__tests__/rows';
import type { ConditionOperator } from '../conditions/types';
import { and, eq, ID, or, sampleFlow } from '../__tests__/sampleFlow';
import type { Flow } from '../types';
import {
  builderOperators,
  catalogBefore,
  conditionContext,
  dayOfEpochSeconds,
  epochSecondsOfDay,
  loadEndConditions,
  loadNodeCondition,
  panelBadge,
  panelKindOf,
  rowProblems,
  saveEndConditions,
  saveNodeCondition,
  splitGuard,
  withGuard,
} from '.';

const operators: ConditionOperator[] = [
  { name: 'eq', label: 'Equals', type: 'relational', supportedDataTypes: ['STRING', 'NUMBER', 'BOOLEAN', 'INTERFACE'] },
  { name: 'gte', label: 'At least', type: 'relational', supportedDataTypes: ['NUMBER'] },
  { name: 'IsBlocked', label: 'Is in Allow List or Block List', type: 'relational', supportedDataTypes: ['STRING'] },
];
const conditionOf = (flow: Flow, id: string) => findNode(flow, id)?.node.conditions?.[0];
const guardOk = eq(`tag.${ID.tag}.status`, 'OK');
const guardFailed = eq(`tag.${ID.tag}.status`, 'FAILED');

describe('catalogBefore', () => {
  it('offers the inputs and only the services and tags of earlier columns', () => {
    const catalog = catalogBefore(sampleFlow(), ID.tag);
    expect(catalog.input).toEqual(catalogOf(sampleFlow()).input);
    expect(catalog.source.map((s) => s.id)).toEqual([ID.pan, ID.bank, ID.mobile]);
    expect(catalog.tag).toEqual([]);
    expect(catalogBefore(sampleFlow(), ID.match).tag.map((t) => t.id)).toEqual([ID.tag]);
  });
});

describe('dates', () => {
  it('stores a day as the epoch seconds of its UTC midnight and shows them back as the day', () => {
    expect(epochSecondsOfDay('2024-02-29')).toBe('1709164800');
    expect(dayOfEpochSeconds('1709164800')).toBe('2024-02-29');
    expect(epochSecondsOfDay(null)).toBe('');
    expect(dayOfEpochSeconds('')).toBeNull();
    expect(dayOfEpochSeconds('soon')).toBeNull();
  });
});

describe('builderOperators', () => {
  it('moves the list operator out of the relational operators', () => {
    expect(builderOperators(operators).map((o) => [o.name, o.type])).toEqual([
      ['eq', 'relational'],
      ['gte', 'relational'],
      ['IsBlocked', 'functional'],
    ]);
  });
});

describe('panelKindOf and panelBadge', () => {
  it('opens no panel for the start, the branch panel for a tag, the end panel for an end state', () => {
    const flow = sampleFlow();
    expect(panelKindOf(flow, START_NODE_ID)).toBeNull();
    expect(panelKindOf(flow, ID.pan)).toBe('condition');
    expect(panelKindOf(flow, ID.tag)).toBe('branch');
    const accept = flow.columns.at(-1)?.nodes.find((n) => n.kind === 'end_accepted');
    expect(accept && panelKindOf(flow, accept.id)).toBe('end');
    expect(panelBadge({ id: 't', kind: 'tag', name: 'High Risk' })).toBe('Tag High Risk');
    expect(panelBadge({ id: 's', kind: 'source', name: 'PAN', displayName: 'PAN Verification' })).toBe('Run PAN Verification');
    expect(panelBadge({ id: 'a', kind: 'end_accepted', name: 'Accept' })).toBe('End flow with Accept');
    expect(panelBadge({ id: 'm', kind: 'end_manual_review', name: 'Manual Review' })).toBe('End flow with Manual Review');
    expect(panelBadge({ id: 'r', kind: 'end_rejected', name: 'Reject' })).toBe('End flow with Reject');
  });
});

describe('node conditions', () => {
  it('loads a step condition as a group and saves it back with its dependencies', () => {
    const flow = sampleFlow();
    const context = conditionContext(flow, ID.bank, operators);
    const loaded = loadNodeCondition(flow, ID.bank, context);
    expect(loaded.error).toBeNull();
    expect(loaded.group?.items).toHaveLength(1);
    const next = saveNodeCondition(flow, ID.bank, any(compare(source(ID.pan, 'status'), 'eq', 'OK'), compare(input('pan'), 'eq', 'ABCDE1234F')), context);
    expect(conditionOf(next, ID.bank)).toEqual(or(eq(`source.${ID.pan}.status`, 'OK'), eq(`input.${START_NODE_ID}.pan`, 'ABCDE1234F')));
    expect(findNode(next, ID.bank)?.node.dependencies).toEqual([ID.pan]);
  });

  it('clears the condition when the group is gone or empty', () => {
    const flow = sampleFlow();
    const context = conditionContext(flow, ID.bank, operators);
    expect(conditionOf(saveNodeCondition(flow, ID.bank, null, context), ID.bank)).toBeUndefined();
    expect(findNode(saveNodeCondition(flow, ID.bank, { id: '$', type: 'and', items: [] }, context), ID.bank)?.node.dependencies).toEqual([]);
  });

  it('refuses an incomplete row', () => {
    const flow = sampleFlow();
    const context = conditionContext(flow, ID.bank, operators);
    expect(() => saveNodeCondition(flow, ID.bank, all(compare(input('pan'), 'eq', '')), context)).toThrow(ConditionCodecError);
  });

  it('says why a stored condition cannot be shown', () => {
    const flow = sampleFlow();
    const broken = { ...flow, columns: flow.columns.map((c) => ({ ...c, nodes: c.nodes.map((n) => (n.id === ID.bank ? { ...n, conditions: [{ eq: [{ obj: 'nowhere' }, { const: 1 }] }] } : n)) })) } as Flow;
    const loaded = loadNodeCondition(broken, ID.bank, conditionContext(broken, ID.bank, operators));
    expect(loaded.group).toBeNull();
    expect(loaded.error).toMatch(/not a kind.id.type reference/);
  });

  it('leaves the branch guard out of a branch step condition and keeps it on save', () => {
    const flow = sampleFlow();
    const context = conditionContext(flow, ID.match, operators);
    const loaded = loadNodeCondition(flow, ID.match, context);
    expect(loaded.group?.items).toHaveLength(1);
    const saved = saveNodeCondition(flow, ID.match, null, context);
    expect(conditionOf(saved, ID.match)).toEqual(guardOk);
    const built = saveNodeCondition(flow, ID.match, all(compare(source(ID.pan, 'status'), 'eq', 'OK')), context);
    expect(conditionOf(built, ID.match)).toEqual(and(guardOk, and(eq(`source.${ID.pan}.status`, 'OK'))));
    expect(findNode(built, ID.match)?.node.dependencies).toEqual([ID.tag, ID.pan]);
  });
});

describe('branch guards', () => {
  it('splits the guard from the rest and puts them back together', () => {
    expect(splitGuard(guardOk, ID.tag)).toEqual({ status: 'OK', rest: null });
    const rest = or(eq('input.s.a', 'x'), eq('input.s.b', 'y'));
    expect(splitGuard(withGuard(ID.tag, 'FAILED', rest), ID.tag)).toEqual({ status: 'FAILED', rest });
    expect(splitGuard(rest, ID.tag)).toEqual({ status: null, rest });
  });

  it('keeps a branch step waiting for the status its branch was given when its own condition is saved', () => {
    const flow = chooseBranch(sampleFlow(), ID.tag, 'B');
    const context = conditionContext(flow, ID.match, operators);
    const saved = saveNodeCondition(flow, ID.match, all(compare(source(ID.pan, 'status'), 'eq', 'OK')), context);
    expect(conditionOf(saved, ID.match)).toEqual(and(guardFailed, and(eq(`source.${ID.pan}.status`, 'OK'))));
  });

  it('gives a branch step without a guard the one of its branch, reversed under a parent branch A', () => {
    const next = sequentialIdGenerator('z');
    const withNested = addBranchStep(sampleFlow(), ID.tag, 'A', tag('Nested Risk'), next);
    const added = addBranchStep(withNested.flow, withNested.nodeId, 'A', service({ id: 'email-risk', displayName: 'Email Risk' }), next);
    const context = conditionContext(added.flow, added.nodeId, operators);
    const bare = setNodeConditions(added.flow, added.nodeId, null);
    const saved = saveNodeCondition(bare, added.nodeId, null, context);
    expect(splitGuard(conditionOf(saved, added.nodeId), withNested.nodeId).status).toBe('FAILED');
  });
});

describe('end conditions', () => {
  it('loads each end state and saves: a node for each set with conditions, none for an empty one', () => {
    const flow = sampleFlow();
    const endId = flow.columns.at(-1)?.nodes[0]?.id ?? '';
    const context = conditionContext(flow, endId, operators);
    const loaded = loadEndConditions(flow, context);
    expect(loaded.reject.group?.type).toBe('or');
    expect(loaded.accept.group?.type).toBe('and');
    expect(loaded.manualReview).toEqual({ group: null, error: null });
    const next = saveEndConditions(
      flow,
      { accept: null, reject: loaded.reject.group, manualReview: all(compare(source(ID.pan, 'status'), 'eq', 'FAILED')) },
      context,
      sequentialIdGenerator('n'),
    );
    const kinds = next.columns.at(-1)?.nodes.map((n) => [n.kind, n.dependencies]);
    expect(kinds).toEqual([
      ['end_rejected', [ID.pan, ID.tag]],
      ['end_manual_review', [ID.pan]],
    ]);
  });
});

describe('rowProblems', () => {
  it('names each row that lacks a parameter, an operator or a value, nested groups included', () => {
    const flow = sampleFlow();
    const context = conditionContext(flow, ID.bank, operators);
    const group = all(compare(source(ID.pan, 'status'), 'eq', 'OK'), any(compare(input('pan'), 'eq', ''), compare({ kind: 'source', id: null, type: null }, 'eq', 'x')));
    expect(rowProblems(group, context)).toEqual({ '$.1.0': 'The condition needs a value.', '$.1.1': 'A service condition needs a step.' });
    expect(rowProblems(null, context)).toEqual({});
  });
});
