import { describe, expect, it } from 'vitest';
import { loanRiskFlow } from '~/fixtures/workflowsData';
import { emptyFlow } from './emptyFlow';
import { layout, COLUMN_SPACING, NODE_WIDTH, ROW_SPACING } from './layout';
import { START_NODE_ID } from './ids';
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
