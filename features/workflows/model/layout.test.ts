import { describe, expect, it } from 'vitest';
import { loanRiskFlow } from '~/fixtures/workflowsData';
import { emptyFlow } from './emptyFlow';
import { layout, COLUMN_SPACING, NODE_WIDTH, ROW_SPACING } from './layout';
import { START_NODE_ID } from './ids';
import { renameBranch } from './branches';
import { placeStep } from './placeStep';
import { ID, sampleFlow } from './__tests__/sampleFlow';

describe('layout', () => {
  it('uses the spacing of section 2.4: columns 300 apart, rows 160 apart, nodes 210 wide', () => {
    expect([COLUMN_SPACING, ROW_SPACING, NODE_WIDTH]).toEqual([300, 160, 210]);
  });

  it('places columns 300 apart and the rows of a column 160 apart, centred on the start node', () => {
    const { nodes } = layout(sampleFlow());
    const at = (id: string) => nodes.find((n) => n.id === id);
    expect(at(START_NODE_ID)).toMatchObject({ x: 0, y: 0, column: 0, row: 0 });
    expect(at(ID.pan)).toMatchObject({ x: 300, y: 0 });
    expect(at(ID.bank)).toMatchObject({ x: 600, y: -80 });
    expect(at(ID.mobile)).toMatchObject({ x: 600, y: 80 });
    expect(at('accept_u12')?.x).toBe(1500);
  });

  it('draws an edge from each dependency, and from the start node to steps without one', () => {
    const { edges } = layout(sampleFlow());
    expect(edges).toContainEqual({ id: `${START_NODE_ID}->${ID.pan}`, source: START_NODE_ID, target: ID.pan });
    expect(edges).toContainEqual({ id: `${START_NODE_ID}->${ID.mobile}`, source: START_NODE_ID, target: ID.mobile });
    expect(edges).toContainEqual({ id: `${ID.pan}->${ID.bank}`, source: ID.pan, target: ID.bank });
    expect(edges.filter((e) => e.target === ID.match).map((e) => e.source)).toEqual([ID.tag, ID.bank]);
  });

  it('puts plus buttons on the first edge, on each column edge, after the last column and under each step column', () => {
    const { plusButtons } = layout(sampleFlow());
    expect(plusButtons.map((p) => [p.kind, p.placement])).toEqual([
      ['firstEdge', { newColumnAfter: 0 }],
      ['columnEdge', { newColumnAfter: 1 }],
      ['columnEdge', { newColumnAfter: 2 }],
      ['columnEdge', { newColumnAfter: 3 }],
      ['afterLastColumn', { newColumnAfter: 4 }],
      ['inColumn', { column: 1 }],
      ['inColumn', { column: 2 }],
      ['inColumn', { column: 3 }],
      // Column 4 is branch A of the tag: its button adds under that branch; branch B has none yet.
      ['inColumn', { branchOf: ID.tag, branch: 'A' }],
      ['branch', { branchOf: ID.tag, branch: 'B' }],
    ]);
    const first = plusButtons[0]!;
    expect(first.x).toBeGreaterThan(NODE_WIDTH);
    expect(first.x + 24).toBeLessThan(COLUMN_SPACING);
  });

  it('lays a tag’s branches on their own rows, branch A above branch B, and labels their edges (issue 15)', () => {
    const { nodes, edges, plusButtons } = layout(loanRiskFlow());
    const at = (id: string) => nodes.find((n) => n.id === id);
    const tag = at('high_risk_r5t1')!;
    const a = at('ip-intelligence__r5i1')!;
    const b = at('mobile-to-name__r5o1')!;
    // Both branches sit in the column right after the tag, one above the other.
    expect(a.x).toBe(tag.x + COLUMN_SPACING);
    expect(b.x).toBe(a.x);
    expect(b.y - a.y).toBe(ROW_SPACING);
    expect(a).toMatchObject({ column: 3, row: 0 });
    expect(b).toMatchObject({ column: 4, row: 0 });
    // The end column follows right after the branches.
    expect(at('accept_r5a1')?.x ?? nodes[nodes.length - 1]!.x).toBe(a.x + COLUMN_SPACING);
    expect(edges.find((e) => e.target === a.id && e.source === tag.id)?.label).toBe('Branch A');
    expect(edges.find((e) => e.target === b.id && e.source === tag.id)?.label).toBe('Branch B');
    // No button between the two branch columns, one after them; each branch's own button sits under its last card.
    expect(plusButtons.find((p) => p.id === 'plus-after-3')).toBeUndefined();
    const underA = plusButtons.find((p) => p.id === 'plus-in-3')!;
    expect(underA.y).toBeGreaterThan(a.y + 82);
    expect(underA.y + 24).toBeLessThan(b.y);
  });

  it('labels the edge into an end state that ends a branch, and uses a renamed branch’s name', () => {
    const flow = renameBranch(placeStep(sampleFlow(), { kind: 'end', outcome: 'manualReview' }, { branchOf: ID.tag, branch: 'B' }, () => 'z').flow, ID.tag, 'A', 'Risky');
    const { edges } = layout(flow);
    expect(edges.find((e) => e.id === `${ID.tag}->manual_review_z`)?.label).toBe('Branch B');
    expect(edges.find((e) => e.id === `${ID.tag}->${ID.match}`)?.label).toBe('Risky');
  });

  it('offers a single plus button after the start node of an empty flow', () => {
    expect(layout(emptyFlow()).plusButtons.map((p) => [p.kind, p.placement])).toEqual([['afterLastColumn', { newColumnAfter: 0 }]]);
  });

  it('lays out the fixture flows with every edge between nodes that exist', () => {
    const { nodes, edges } = layout(loanRiskFlow());
    const ids = new Set(nodes.map((n) => n.id));
    expect(edges.every((e) => ids.has(e.source) && ids.has(e.target))).toBe(true);
    expect(nodes).toHaveLength(9);
  });
});
