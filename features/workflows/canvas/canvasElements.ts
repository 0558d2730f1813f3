import type { Edge, Node } from '@xyflow/react';
import { highlightPath } from '../model/highlightPath';
import { layout, type FlowLayout } from '../model/layout';
import type { Flow, Placement } from '../model/types';
import { stepCardView, type StepCardView } from './stepCard';

export interface StepNodeData extends Record<string, unknown> {
  nodeId: string;
  card: StepCardView;
  /** Another step is selected and this one is off its path. */
  isDimmed: boolean;
  /** The selected step: its card is ringed, its path's edges drawn in the accent colour. */
  isHighlighted: boolean;
  isSelected: boolean;
  readOnly: boolean;
}

/** A plus button: where a step added through it goes, and its top-left corner in flow coordinates. */
export interface CanvasPlusButton {
  id: string;
  placement: Placement;
  label: string;
  x: number;
  y: number;
}

export type StepFlowNode = Node<StepNodeData, 'step'>;
export type CanvasNode = StepFlowNode;

export interface CanvasElements {
  nodes: CanvasNode[];
  edges: Edge[];
  plusButtons: CanvasPlusButton[];
}

/** React Flow lets pointer events through only to nodes it can select or drag; ours take them. */
const INTERACTIVE = { pointerEvents: 'all' } as const;

function plusLabel(placement: Placement, columnNames: readonly string[]): string {
  if ('branchOf' in placement) return `Add a step to Branch ${placement.branch}`;
  if ('column' in placement) return `Add a step to column ${placement.column}`;
  return `Add a step after ${columnNames[placement.newColumnAfter] ?? `column ${placement.newColumnAfter}`}`;
}

/**
 * The React Flow nodes and edges of a laid-out flow, a card per step (dimmed off the selected
 * step's path) and the edges between steps (dimmed off the path, labelled where they enter a
 * tag's branch), and a plus button per place a
 * step can go (none when read-only).
 */
export function canvasElements(flow: Flow, laidOut: FlowLayout, selectedNodeId: string | null, readOnly: boolean): CanvasElements {
  const path = selectedNodeId ? highlightPath(flow, selectedNodeId) : null;
  const active = path !== null && path.size > 0;
  const columnNames = flow.columns.map((column, c) => (c === 0 ? 'Start' : `column ${c}`));
  const nodes: CanvasNode[] = laidOut.nodes.map(({ id, node, x, y }) => ({
    id,
    type: 'step',
    position: { x, y },
    draggable: false,
    selectable: false,
    connectable: false,
    focusable: false,
    style: INTERACTIVE,
    data: {
      nodeId: id,
      card: stepCardView(flow, node),
      isDimmed: active && !path.has(id),
      isHighlighted: id === selectedNodeId,
      isSelected: id === selectedNodeId,
      readOnly,
    },
  }));
  const plusButtons: CanvasPlusButton[] = readOnly
    ? []
    : laidOut.plusButtons.map((plus) => ({ id: plus.id, placement: plus.placement, label: plus.label ?? plusLabel(plus.placement, columnNames), x: plus.x, y: plus.y }));
  const edges: Edge[] = laidOut.edges.map(({ id, source, target, label }) => {
    const onPath = active && path.has(source) && path.has(target);
    return {
      id,
      source,
      target,
      selectable: false,
      focusable: false,
      className: onPath ? 'vf-edge-highlighted' : active ? 'vf-edge-dimmed' : undefined,
      // The branch an edge leaves a tag into (issue 15), on a chip in the canvas's colours.
      ...(label ? { label, labelShowBg: true, labelBgPadding: [6, 3] as [number, number], labelBgBorderRadius: 4 } : {}),
    };
  });
  return { nodes, edges, plusButtons };
}

/** Lays out and converts in one go (the benchmark and tests use it). */
export function flowToCanvas(flow: Flow, selectedNodeId: string | null = null, readOnly = false): CanvasElements {
  return canvasElements(flow, layout(flow), selectedNodeId, readOnly);
}
