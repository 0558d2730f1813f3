import { BRANCHES, branchColumnsOf, branchName } from './branches';
import { parentsOf } from './highlightPath';
import { lastStepColumnIndex } from './queries';
import type { Branch, BranchPlacement, Flow, FlowNode, Placement } from './types';

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

export type PlusKind = 'firstEdge' | 'columnEdge' | 'afterLastColumn' | 'inColumn' | 'branch';

export interface LaidOutPlus {
  id: string;
  kind: PlusKind;
  /** Where a step added here goes. */
  placement: Placement;
  /** How the button names its place, when the placement alone cannot say it (a tag's branches). */
  label?: string;
  /** Top-left corner of the button. */
  x: number;
  y: number;
}

export interface FlowLayout {
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  plusButtons: LaidOutPlus[];
}

const tagName = (flow: Flow, tagId: string) => {
  for (const column of flow.columns) for (const node of column.nodes) if (node.id === tagId) return node.displayName ?? node.name;
  return tagId;
};
/** Between a tag's card and its branch buttons. */
const BRANCH_PLUS_GAP = 4;

/** Rows are centred on y = 0 so that every column lines up with the start node. */
const rowY = (row: number, count: number) => (row - (count - 1) / 2) * ROW_SPACING;

/** The top-left corner of a card on the canvas's grid: its column, and its row among the column's rows. */
export const gridPosition = (column: number, row: number, rowsInColumn: number) => ({ x: column * COLUMN_SPACING, y: rowY(row, rowsInColumn) });

/**
 * Where everything goes on the canvas, independent of React Flow: nodes in columns, an edge from
 * each dependency (or from the start node when a node names none), and the plus buttons: on the
 * first edge, on the edge leaving each later column, after the last column, and under each step
 * column to add to it. A read-only canvas leaves the plus buttons out.
 */
export function layout(flow: Flow): FlowLayout {
  const nodes: LaidOutNode[] = flow.columns.flatMap((column, c) =>
    column.nodes.map((node, r) => ({ id: node.id, node, column: c, row: r, ...gridPosition(c, r, column.nodes.length) })),
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
    const meta = flow.columns[c]?.metadata;
    const branch = meta?.branch === 'A' || meta?.branch === 'B' ? (meta.branch as Branch) : null;
    const underBranch: BranchPlacement | null = meta?.kind === 'branch' && meta.parentID && branch ? { branchOf: meta.parentID, branch } : null;
    plusButtons.push({
      id: `plus-in-${c}`,
      kind: 'inColumn',
      placement: underBranch ?? { column: c },
      ...(underBranch ? { label: `Add a step to ${branchName(flow, underBranch.branchOf, underBranch.branch)} of ${tagName(flow, underBranch.branchOf)}` } : {}),
      x: c * COLUMN_SPACING + (NODE_WIDTH - PLUS_SIZE) / 2,
      y: rowY(count - 1, count) + NODE_HEIGHT + (ROW_SPACING - NODE_HEIGHT - PLUS_SIZE) / 2,
    });
  }
  plusButtons.push(...branchPlusButtons(flow, nodes));
  return { nodes, edges, plusButtons };
}

/**
 * A plus button for each branch of a tag that has no step yet (section 4.5), just right of the tag's
 * card: branch A level with its top, branch B level with its bottom, clear of the column-edge button.
 */
function branchPlusButtons(flow: Flow, nodes: readonly LaidOutNode[]): LaidOutPlus[] {
  const buttons: LaidOutPlus[] = [];
  for (const { node, x, y } of nodes) {
    if (node.kind !== 'tag') continue;
    const present = new Set(branchColumnsOf(flow, node.id).map(({ branch }) => branch));
    for (const branch of BRANCHES) {
      if (present.has(branch)) continue;
      buttons.push({
        id: `plus-branch-${branch}-${node.id}`,
        kind: 'branch',
        placement: { branchOf: node.id, branch },
        label: `Add a step to Branch ${branch} of ${node.displayName ?? node.name}`,
        x: x + NODE_WIDTH + BRANCH_PLUS_GAP,
        y: branch === 'A' ? y - PLUS_SIZE / 2 : y + NODE_HEIGHT - PLUS_SIZE / 2,
      });
    }
  }
  return buttons;
}
