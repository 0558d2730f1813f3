import type { Edge, Node } from '@xyflow/react';
import { highlightPath } from '../model/highlightPath';
import { layout, NODE_HEIGHT, NODE_WIDTH, type FlowLayout } from '../model/layout';
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

export interface PlusNodeData extends Record<string, unknown> {
  placement: Placement;
  label: string;
}

export type StepFlowNode = Node<StepNodeData, 'step'>;
export type PlusFlowNode = Node<PlusNodeData, 'plus'>;
export type CanvasNode = StepFlowNode | PlusFlowNode;

export interface CanvasElements {
  nodes: CanvasNode[];
  edges: Edge[];
}

/** React Flow lets pointer events through only to nodes it can select or drag; ours take them. */
const INTERACTIVE = { pointerEvents: 'all' } as const;

function plusLabel(placement: Placement, columnNames: readonly string[]): string {
  if ('column' in placement) return `Add a step to column ${placement.column}`;
  return `Add a step after ${columnNames[placement.newColumnAfter] ?? `column ${placement.newColumnAfter}`}`;
}

/**
 * The React Flow nodes and edges of a laid-out flow: a card per step (dimmed off the selected
 * step's path), a plus button node per place a step can go (left out when read-only), and the
 * edges between steps (dimmed off the path).
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
    // The minimap draws nodes of known size; React Flow measures ours but keeps that to itself.
    initialWidth: NODE_WIDTH,
    initialHeight: NODE_HEIGHT,
    data: {
      nodeId: id,
      card: stepCardView(flow, node),
      isDimmed: active && !path.has(id),
      isHighlighted: id === selectedNodeId,
      isSelected: id === selectedNodeId,
      readOnly,
    },
  }));
  if (!readOnly) {
    for (const plus of laidOut.plusButtons) {
      nodes.push({
        id: plus.id,
        type: 'plus',
        position: { x: plus.x, y: plus.y },
        draggable: false,
        selectable: false,
        connectable: false,
        focusable: false,
        style: INTERACTIVE,
        data: { placement: plus.placement, label: plusLabel(plus.placement, columnNames) },
      });
    }
  }
  const edges: Edge[] = laidOut.edges.map(({ id, source, target }) => {
    const onPath = active && path.has(source) && path.has(target);
    return {
      id,
      source,
      target,
      selectable: false,
      focusable: false,
      className: onPath ? 'vf-edge-highlighted' : active ? 'vf-edge-dimmed' : undefined,
    };
  });
  return { nodes, edges };
}

/** Lays out and converts in one go (the benchmark and tests use it). */
export function flowToCanvas(flow: Flow, selectedNodeId: string | null = null, readOnly = false): CanvasElements {
  return canvasElements(flow, layout(flow), selectedNodeId, readOnly);
}
