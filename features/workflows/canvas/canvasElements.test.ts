import { describe, expect, it } from 'vitest';
import { fixtureTemplates, loanRiskFlow, payoutFlow } from '~/fixtures/workflowsData';
import { emptyFlow } from '../model/emptyFlow';
import { flowToCanvas, type StepFlowNode } from './canvasElements';
import { stepCardView } from './stepCard';

const steps = (nodes: ReturnType<typeof flowToCanvas>['nodes']) => nodes.filter((n): n is StepFlowNode => n.type === 'step');

describe('flowToCanvas', () => {
  it('makes a card per step and a plus button per place a step can go, none of them draggable', () => {
    const { nodes, edges, plusButtons } = flowToCanvas(loanRiskFlow());
    expect(steps(nodes)).toHaveLength(9);
    expect(nodes).toHaveLength(9);
    expect(plusButtons.map((p) => p.label)).toEqual([
      'Add a step after Start',
      'Add a step after column 1',
      'Add a step after column 2',
      // Columns 3 and 4 (the tag's branches) lie one above the other: one button after both.
      'Add a step after column 4',
      'Add a step to column 1',
      'Add a step to column 2',
      // Columns 3 and 4 are the branches of the High Risk tag: their buttons add under the branch.
      'Add a step to Branch A of High Risk',
      'Add a step to Branch B of High Risk',
    ]);
    expect(nodes.every((n) => n.draggable === false && n.selectable === false)).toBe(true);
    expect(edges.map((e) => e.id)).toContain('high_risk_r5t1->ip-intelligence__r5i1');
  });

  it('labels the edges into a tag’s branches with the branch names (issue 15)', () => {
    const { edges } = flowToCanvas(loanRiskFlow());
    const labelOf = (id: string) => edges.find((e) => e.id === id)?.label;
    expect(labelOf('high_risk_r5t1->ip-intelligence__r5i1')).toBe('Branch A');
    expect(labelOf('high_risk_r5t1->mobile-to-name__r5o1')).toBe('Branch B');
    // The fixture's end states weigh the tag with other steps: their edges from the tag stay unlabelled.
    expect(edges.filter((e) => e.label !== undefined).map((e) => [e.id, e.label])).toEqual([
      ['high_risk_r5t1->ip-intelligence__r5i1', 'Branch A'],
      ['high_risk_r5t1->mobile-to-name__r5o1', 'Branch B'],
    ]);
  });

  it('leaves the plus buttons out when read-only and passes the flag to the cards', () => {
    const { nodes, plusButtons } = flowToCanvas(fixtureTemplates()[0]!.workflowObject, null, true);
    expect(plusButtons).toEqual([]);
    expect(steps(nodes).every((n) => n.data.readOnly)).toBe(true);
  });

  it('dims the steps and edges off the selected step’s path and rings the selected step', () => {
    const { nodes, edges } = flowToCanvas(loanRiskFlow(), 'ip-intelligence__r5i1');
    const byId = new Map(steps(nodes).map((n) => [n.id, n.data]));
    expect(byId.get('mobile-to-name__r5o1')).toMatchObject({ isDimmed: true, isHighlighted: false });
    expect(byId.get('high_risk_r5t1')).toMatchObject({ isDimmed: false, isHighlighted: false });
    expect(byId.get('ip-intelligence__r5i1')).toMatchObject({ isDimmed: false, isHighlighted: true, isSelected: true });
    expect(edges.find((e) => e.id === 'high_risk_r5t1->ip-intelligence__r5i1')?.className).toBe('vf-edge-highlighted');
    expect(edges.find((e) => e.id === 'high_risk_r5t1->mobile-to-name__r5o1')?.className).toBe('vf-edge-dimmed');
    expect(steps(flowToCanvas(loanRiskFlow()).nodes).some((n) => n.data.isDimmed)).toBe(false);
  });

  it('offers a single plus button after the start of an empty flow', () => {
    const { nodes, plusButtons } = flowToCanvas(emptyFlow());
    expect(nodes.map((n) => n.type)).toEqual(['step']);
    expect(plusButtons.map((p) => p.placement)).toEqual([{ newColumnAfter: 0 }]);
  });
});

describe('stepCardView', () => {
  it('shows what section 2.7 asks of each kind', () => {
    const loan = loanRiskFlow();
    const [start, mobile, tag] = [loan.columns[0]!.nodes[0]!, loan.columns[1]!.nodes[0]!, loan.columns[2]!.nodes[0]!];
    expect(stepCardView(loan, start)).toMatchObject({ variant: 'start', name: 'Start' });
    expect(stepCardView(loan, mobile)).toMatchObject({ variant: 'service', name: 'Mobile Risk', status: 'ok', isAsync: false });
    expect(stepCardView(loan, tag)).toMatchObject({ variant: 'tag', tagColor: 'red', isIncomplete: false });
    const payout = payoutFlow();
    expect(stepCardView(payout, payout.columns[2]!.nodes[0]!)).toMatchObject({ variant: 'await', awaitCount: 2 });
    const ends = loan.columns.at(-1)!.nodes.map((n) => stepCardView(loan, n).variant);
    expect(ends).toEqual(['reject', 'manualReview', 'accept']);
  });
});
