import { BRANCHES, branchColumnsOf, branchMembers, branchName } from './branches';
import { parentsOf } from './highlightPath';
import { isEnd } from './kinds';
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
  /** The branch an edge from a tag leads into ('Branch A', 'Branch B' or the branch's own name). */
  label?: string;
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
 * The slot (the position left to right) of each column: a tag's branch columns share one slot, so
 * its branches lie on their own rows one above the other (branch A on top) instead of in a sequence.
 */
function columnSlots(flow: Flow): number[] {
  const slots: number[] = [];
  flow.columns.forEach((column, c) => {
    const meta = column.metadata;
    const before = flow.columns[c - 1]?.metadata;
    const sibling = c > 0 && meta?.kind === 'branch' && before?.kind === 'branch' && Boolean(meta.parentID) && before.parentID === meta.parentID;
    slots.push(c === 0 ? 0 : (slots[c - 1] as number) + (sibling ? 0 : 1));
  });
  return slots;
}

/** The columns of each slot, branch A's column before branch B's. */
function slotColumns(flow: Flow, slots: readonly number[]): number[][] {
  const bySlot: number[][] = [];
  slots.forEach((slot, c) => (bySlot[slot] ??= []).push(c));
  const rank = (c: number) => (flow.columns[c]?.metadata?.branch === 'B' ? 1 : 0);
  return bySlot.map((columns) => [...columns].sort((a, b) => rank(a) - rank(b)));
}

/**
 * The label of each edge from a tag into one of its branches, by edge id: into its branch columns'
 * steps, and into an end state that ends a branch and waits for nothing else (an end state whose
 * condition also weighs other steps is a decision over several, its edge from the tag unlabelled).
 */
function branchEdgeLabels(flow: Flow): Map<string, string> {
  const labels = new Map<string, string>();
  for (const column of flow.columns) {
    for (const tag of column.nodes) {
      if (tag.kind !== 'tag') continue;
      const members = branchMembers(flow, tag.id);
      for (const branch of BRANCHES) {
        const name = branchName(flow, tag.id, branch);
        for (const node of members[branch]) {
          if (isEnd(node) && (node.dependencies?.length ?? 0) > 1) continue;
          labels.set(`${tag.id}->${node.id}`, name);
        }
      }
    }
  }
  return labels;
}

/**
 * Where everything goes on the canvas, independent of React Flow: nodes in columns (a tag's branch
 * columns stacked in one, each branch on its own rows), an edge from each dependency (or from the
 * start node when a node names none), labelled with the branch where it leaves a tag, and the plus
 * buttons: on the first edge, on the edge leaving each later column, after the last column, and
 * under each step column to add to it. A read-only canvas leaves the plus buttons out.
 */
export function layout(flow: Flow): FlowLayout {
  const slots = columnSlots(flow);
  const stacked = slotColumns(flow, slots);
  const nodes: LaidOutNode[] = [];
  /** Per column, the y of its last card. */
  const lastY: number[] = [];
  stacked.forEach((columns, slot) => {
    const count = columns.reduce((n, c) => n + (flow.columns[c]?.nodes.length ?? 0), 0);
    let at = 0;
    for (const c of columns) {
      (flow.columns[c]?.nodes ?? []).forEach((node, r) => {
        const y = rowY(at, count);
        nodes.push({ id: node.id, node, column: c, row: r, x: slot * COLUMN_SPACING, y });
        lastY[c] = y;
        at += 1;
      });
    }
  });
  nodes.sort((a, b) => a.column - b.column || a.row - b.row);
  const labels = branchEdgeLabels(flow);
  const edges: LaidOutEdge[] = [];
  for (const [target, sources] of parentsOf(flow)) {
    for (const source of sources) {
      const id = `${source}->${target}`;
      const label = labels.get(id);
      edges.push(label ? { id, source, target, label } : { id, source, target });
    }
  }

  const plusButtons: LaidOutPlus[] = [];
  const gapX = (afterSlot: number) => afterSlot * COLUMN_SPACING + NODE_WIDTH + (COLUMN_SPACING - NODE_WIDTH - PLUS_SIZE) / 2;
  const lastStep = lastStepColumnIndex(flow);
  for (let c = 0; c <= lastStep; c += 1) {
    // Within a tag's stacked branch columns only the last one's edge takes a new column.
    if (c < lastStep && slots[c + 1] === slots[c]) continue;
    const kind: PlusKind = c === lastStep ? 'afterLastColumn' : c === 0 ? 'firstEdge' : 'columnEdge';
    plusButtons.push({ id: `plus-after-${c}`, kind, placement: { newColumnAfter: c }, x: gapX(slots[c] ?? c), y: -PLUS_SIZE / 2 + NODE_HEIGHT / 2 });
  }
  for (let c = 1; c <= lastStep; c += 1) {
    const meta = flow.columns[c]?.metadata;
    const branch = meta?.branch === 'A' || meta?.branch === 'B' ? (meta.branch as Branch) : null;
    const underBranch: BranchPlacement | null = meta?.kind === 'branch' && meta.parentID && branch ? { branchOf: meta.parentID, branch } : null;
    plusButtons.push({
      id: `plus-in-${c}`,
      kind: 'inColumn',
      placement: underBranch ?? { column: c },
      ...(underBranch ? { label: `Add a step to ${branchName(flow, underBranch.branchOf, underBranch.branch)} of ${tagName(flow, underBranch.branchOf)}` } : {}),
      x: (slots[c] ?? c) * COLUMN_SPACING + (NODE_WIDTH - PLUS_SIZE) / 2,
      y: (lastY[c] ?? 0) + NODE_HEIGHT + (ROW_SPACING - NODE_HEIGHT - PLUS_SIZE) / 2,
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
