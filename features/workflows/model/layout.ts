import { parentsOf } from './highlightPath';
import { lastStepColumnIndex } from './queries';
import type { Flow, FlowNode, Placement } from './types';

/** Section 2.4 and 9: columns 300 apart, rows 160 apart, nodes 210 wide. */
export const COLUMN_SPACING = 300;
export const ROW_SPACING = 160;
export const NODE_WIDTH = 210;
/** The height of a card with a two-line description (the usual card), for placing things beside and below it. */
export const NODE_HEIGHT = 82;
/** The side of a plus button. */
export const PLUS_SIZE = 24;

export interface LaidOutNode {
  id: string;
  node: FlowNode;
  column: number;
  row: number;
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface LaidOutEdge {
  id: string;
  source: string;
  target: string;
}

export type PlusKind = 'firstEdge' | 'columnEdge' | 'afterLastColumn' | 'inColumn';

export interface LaidOutPlus {
  id: string;
  kind: PlusKind;
  /** Where a step added here goes. */
  placement: Placement;
  /** Top-left corner of the button. */
  x: number;
  y: number;
}

export interface FlowLayout {
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  plusButtons: LaidOutPlus[];
}

/** Rows are centred on y = 0 so that every column lines up with the start node. */
const rowY = (row: number, count: number) => (row - (count - 1) / 2) * ROW_SPACING;

/**
 * Where everything goes on the canvas, independent of React Flow: nodes in columns, an edge from
 * each dependency (or from the start node when a node names none), and the plus buttons: on the
 * first edge, on the edge leaving each later column, after the last column, and under each step
 * column to add to it. A read-only canvas leaves the plus buttons out.
 */
export function layout(flow: Flow): FlowLayout {
  const nodes: LaidOutNode[] = flow.columns.flatMap((column, c) =>
    column.nodes.map((node, r) => ({ id: node.id, node, column: c, row: r, x: c * COLUMN_SPACING, y: rowY(r, column.nodes.length) })),
  );
  const edges: LaidOutEdge[] = [];
  for (const [target, sources] of parentsOf(flow)) for (const source of sources) edges.push({ id: `${source}->${target}`, source, target });

  const plusButtons: LaidOutPlus[] = [];
  const gapX = (afterColumn: number) => afterColumn * COLUMN_SPACING + NODE_WIDTH + (COLUMN_SPACING - NODE_WIDTH - PLUS_SIZE) / 2;
  const lastStep = lastStepColumnIndex(flow);
  for (let c = 0; c <= lastStep; c += 1) {
    const kind: PlusKind = c === lastStep ? 'afterLastColumn' : c === 0 ? 'firstEdge' : 'columnEdge';
    plusButtons.push({ id: `plus-after-${c}`, kind, placement: { newColumnAfter: c }, x: gapX(c), y: -PLUS_SIZE / 2 + NODE_HEIGHT / 2 });
  }
  for (let c = 1; c <= lastStep; c += 1) {
    const count = flow.columns[c]?.nodes.length ?? 0;
    plusButtons.push({
      id: `plus-in-${c}`,
      kind: 'inColumn',
      placement: { column: c },
      x: c * COLUMN_SPACING + (NODE_WIDTH - PLUS_SIZE) / 2,
      y: rowY(count - 1, count) + NODE_HEIGHT + (ROW_SPACING - NODE_HEIGHT - PLUS_SIZE) / 2,
    });
  }
  return { nodes, edges, plusButtons };
}
