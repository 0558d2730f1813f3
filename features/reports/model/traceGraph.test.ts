import { describe, expect, it } from 'vitest';
import { loanRiskFlow, onboardingFlow } from '~/fixtures';
import { decidingNodeId, initialNodeId, nodeVariant, traceGraph, type TransactionNodeTrace } from './traceGraph';

const node = (nodeId: string, kind: TransactionNodeTrace['kind'], column: number, row: number, status: TransactionNodeTrace['status'], conditionResult: boolean | null = null): TransactionNodeTrace => ({
  nodeId,
  kind,
  name: nodeId,
  supplierId: null,
  columnPosition: column,
  nodePosition: row,
  status,
  conditionResult,
  inputs: {},
  outputs: {},
  durationMs: 1,
  reason: null,
});

// A rejected run of the loan risk flow: the tag held, branch A ran, branch B was skipped, reject decided.
const rejectedTrace: TransactionNodeTrace[] = [
  node('start_ghdvng', 'START', 0, 0, 'RAN'),
  node('mobile-risk__r5m1', 'source', 1, 0, 'RAN'),
  node('email-risk__r5e1', 'source', 1, 1, 'RAN'),
  node('high_risk_r5t1', 'tag', 2, 0, 'RAN', true),
  node('ip-intelligence__r5i1', 'source', 3, 0, 'RAN', true),
  node('mobile-to-name__r5o1', 'source', 4, 0, 'SKIPPED', false),
  node('reject_r5e1', 'end_rejected', 5, 0, 'RAN', true),
  node('manual_review_r5e1', 'end_manual_review', 5, 1, 'SKIPPED'),
  node('accept_r5e1', 'end_accepted', 5, 2, 'SKIPPED'),
];

describe('traceGraph on the flow', () => {
  const graph = traceGraph(rejectedTrace, { flow: loanRiskFlow(), outcome: 'REJECTED', selectedNodeId: 'high_risk_r5t1' });
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));

  it('places columns 300 apart and rows 160 apart, centred per column', () => {
    expect(byId.get('start_ghdvng')?.position).toEqual({ x: 0, y: 0 });
    // The editor canvas's grid (document 2 section 2.4): columns 300 apart, rows 160 apart, centred.
    expect(byId.get('mobile-risk__r5m1')?.position).toEqual({ x: 300, y: -80 });
    expect(byId.get('email-risk__r5e1')?.position).toEqual({ x: 300, y: 80 });
    expect(byId.get('reject_r5e1')?.position).toEqual({ x: 1500, y: -160 });
    expect(byId.get('accept_r5e1')?.position).toEqual({ x: 1500, y: 160 });
    expect(graph.nodes.every((n) => n.width === 210)).toBe(true);
  });

  it('marks each node with what happened, the deciding end node and the selected node', () => {
    expect(byId.get('mobile-to-name__r5o1')?.data.state).toBe('SKIPPED');
    expect(byId.get('reject_r5e1')?.data).toMatchObject({ state: 'RAN', isDeciding: true, variant: 'reject' });
    expect(byId.get('accept_r5e1')?.data.isDeciding).toBe(false);
    expect(byId.get('high_risk_r5t1')?.data.conditionResult).toBe(true);
    expect(byId.get('mobile-to-name__r5o1')?.data.conditionResult).toBe(false);
    expect(byId.get('high_risk_r5t1')?.data).toMatchObject({ isSelected: true, variant: 'tag', tagColor: 'red', name: 'High Risk' });
  });

  it("draws the flow's dependencies, taken when both ends ran", () => {
    const edges = new Map(graph.edges.map((e) => [e.id, e]));
    expect(edges.get('start_ghdvng->mobile-risk__r5m1')?.data?.taken).toBe(true);
    expect(edges.get('mobile-risk__r5m1->high_risk_r5t1')?.data?.taken).toBe(true);
    expect(edges.get('high_risk_r5t1->ip-intelligence__r5i1')?.data?.taken).toBe(true);
    expect(edges.get('high_risk_r5t1->mobile-to-name__r5o1')?.data?.taken).toBe(false);
    expect(edges.has('ip-intelligence__r5i1->mobile-to-name__r5o1')).toBe(false);
  });

  it('leaves out dependencies that are already ancestors of another dependency', () => {
    const ids = graph.edges.map((e) => e.id);
    // The end nodes depend on the tag and both branches; the tag is an ancestor of both branches.
    expect(ids.filter((id) => id.endsWith('->reject_r5e1')).sort()).toEqual(['ip-intelligence__r5i1->reject_r5e1', 'mobile-to-name__r5o1->reject_r5e1']);
    const onboarding = traceGraph([], { flow: onboardingFlow(3), outcome: 'ERROR' });
    expect(onboarding.edges.filter((e) => e.target === 'accept_k3e1').map((e) => e.source)).toEqual(['name-match__k3n4']);
    expect(onboarding.edges.find((e) => e.target === 'pan-verification__k3p9')?.source).toBe('start_ghdvng');
  });

  it('marks end states that ran without their condition holding as not met, off the taken path', () => {
    const accepted = [...rejectedTrace.slice(0, 6), node('reject_r5e1', 'end_rejected', 5, 0, 'RAN', false), node('manual_review_r5e1', 'end_manual_review', 5, 1, 'RAN', false), node('accept_r5e1', 'end_accepted', 5, 2, 'RAN', true)];
    const drawn = traceGraph(accepted, { flow: loanRiskFlow(), outcome: 'ACCEPTED' });
    const states = new Map(drawn.nodes.map((n) => [n.id, n.data.state]));
    expect([states.get('reject_r5e1'), states.get('manual_review_r5e1'), states.get('accept_r5e1')]).toEqual(['NOT_MET', 'NOT_MET', 'RAN']);
    const taken = new Map(drawn.edges.map((e) => [e.id, e.data?.taken]));
    expect(taken.get('ip-intelligence__r5i1->reject_r5e1')).toBe(false);
    expect(taken.get('ip-intelligence__r5i1->accept_r5e1')).toBe(true);
  });
  it('marks nodes of the flow the run never reached', () => {
    const awaiting = traceGraph(rejectedTrace.slice(0, 3), { flow: loanRiskFlow(), outcome: 'AWAITING' });
    expect(awaiting.nodes.find((n) => n.id === 'high_risk_r5t1')?.data.state).toBe('NOT_REACHED');
    expect(awaiting.nodes.some((n) => n.data.isDeciding)).toBe(false);
  });
});

describe('traceGraph with a trace the flow does not know', () => {
  it('draws the unknown nodes in a column after the flow, linked from its last column', () => {
    const graph = traceGraph([...rejectedTrace, node('extra_node', 'source', 9, 0, 'RAN')], { flow: loanRiskFlow(), outcome: 'REJECTED' });
    expect(graph.nodes.find((n) => n.id === 'extra_node')?.position).toEqual({ x: 1800, y: 0 });
    expect(graph.edges.filter((e) => e.target === 'extra_node').map((e) => e.source)).toEqual(['reject_r5e1', 'manual_review_r5e1', 'accept_r5e1']);
  });
});

describe('traceGraph without the flow', () => {
  it('lays the trace out by its own positions and links each column to the one before', () => {
    const graph = traceGraph(rejectedTrace.slice(0, 4), { outcome: 'PROCESSING' });
    expect(graph.nodes.map((n) => n.position)).toEqual([
      { x: 0, y: 0 },
      { x: 300, y: -80 },
      { x: 300, y: 80 },
      { x: 600, y: 0 },
    ]);
    expect(graph.edges.map((e) => e.id)).toEqual([
      'start_ghdvng->mobile-risk__r5m1',
      'start_ghdvng->email-risk__r5e1',
      'mobile-risk__r5m1->high_risk_r5t1',
      'email-risk__r5e1->high_risk_r5t1',
    ]);
  });
});

describe('decidingNodeId', () => {
  it('is the end node of the outcome whose condition held', () => {
    expect(decidingNodeId('REJECTED', rejectedTrace)).toBe('reject_r5e1');
    expect(decidingNodeId('ACCEPTED', rejectedTrace)).toBeNull();
    expect(decidingNodeId('ERROR', rejectedTrace)).toBeNull();
  });
});

describe('nodeVariant', () => {
  it('maps every node kind to its card', () => {
    expect(['START', 'input', 'source', 'service', 'CAPABILITY', 'tag', 'AWAIT', 'end_accepted', 'end_rejected', 'end_manual_review'].map((k) => nodeVariant(k as TransactionNodeTrace['kind']))).toEqual([
      'start', 'start', 'service', 'service', 'service', 'tag', 'await', 'accept', 'reject', 'manualReview',
    ]);
  });
});

describe('initialNodeId', () => {
  it('selects the deciding end node, else where the run stopped, else the last node that ran', () => {
    expect(initialNodeId('REJECTED', rejectedTrace)).toBe('reject_r5e1');
    const awaiting = [...rejectedTrace.slice(0, 3), node('bank_details', 'AWAIT', 2, 0, 'AWAITING', true)];
    expect(initialNodeId('AWAITING', awaiting)).toBe('bank_details');
    expect(initialNodeId('ERROR', rejectedTrace.slice(0, 2))).toBe('mobile-risk__r5m1');
    expect(initialNodeId('ERROR', [])).toBeNull();
  });
});
