import type { Edge, Node } from '@xyflow/react';
import type { NodeCardTagColor, NodeCardVariant } from '~/design-system';
import type { components } from '~/contract';
import { gridPosition, NODE_WIDTH } from '~/features/workflows/model';
import { traceNodeState } from './nodeState';

type Schemas = components['schemas'];
export type TransactionNodeTrace = Schemas['TransactionNodeTrace'];
export type WorkflowNodeKind = Schemas['WorkflowNodeKind'];
export type Flow = Schemas['WorkflowObject'];
type FlowNode = Schemas['WorkflowNode'];

/** What happened at a node: the trace's status, NOT_MET for an end state whose condition did not hold, or NOT_REACHED for a node of the flow the run never got to. */
export type TraceNodeState = TransactionNodeTrace['status'] | 'NOT_MET' | 'NOT_REACHED';

export interface TraceNodeData extends Record<string, unknown> {
  nodeId: string;
  name: string;
  kind: WorkflowNodeKind;
  variant: NodeCardVariant;
  state: TraceNodeState;
  /** The node's condition, when it has one and was evaluated. */
  conditionResult: boolean | null;
  description: string | null;
  tagColor: NodeCardTagColor | null;
  /** Await nodes: how many values the node waits for. */
  awaitCount: number;
  /** The end node whose condition decided the outcome. */
  isDeciding: boolean;
  isSelected: boolean;
}

export type TraceGraphNode = Node<TraceNodeData, 'trace'>;
export type TraceGraphEdge = Edge<{ taken: boolean }>;

export interface TraceGraph {
  nodes: TraceGraphNode[];
  edges: TraceGraphEdge[];
}

const END_KIND_OF_OUTCOME: Partial<Record<Schemas['TransactionOutcome'], WorkflowNodeKind>> = {
  ACCEPTED: 'end_accepted',
  REJECTED: 'end_rejected',
  MANUAL_REVIEW: 'end_manual_review',
};

/** The node card drawn for a node kind. */
export function nodeVariant(kind: WorkflowNodeKind): NodeCardVariant {
  switch (kind) {
    case 'START':
    case 'input':
      return 'start';
    case 'tag':
      return 'tag';
    case 'AWAIT':
      return 'await';
    case 'end_accepted':
      return 'accept';
    case 'end_rejected':
      return 'reject';
    case 'end_manual_review':
      return 'manualReview';
    case 'source':
    case 'service':
    case 'CAPABILITY':
      return 'service';
  }
}

const TAG_COLORS: readonly NodeCardTagColor[] = ['gray', 'orange', 'green', 'red'];
const tagColorOf = (color: string | undefined | null): NodeCardTagColor | null =>
  color && (TAG_COLORS as readonly string[]).includes(color) ? (color as NodeCardTagColor) : null;

/**
 * The id of the end node that decided the outcome: the end node of the outcome's kind that ran
 * and whose condition held. Null when no end condition decided (an error, an awaiting run, or the
 * MANUAL_REVIEW given when no end condition matched).
 */
export function decidingNodeId(outcome: Schemas['TransactionOutcome'], trace: readonly TransactionNodeTrace[]): string | null {
  const kind = END_KIND_OF_OUTCOME[outcome];
  if (!kind) return null;
  return trace.find((node) => node.kind === kind && node.status === 'RAN' && node.conditionResult === true)?.nodeId ?? null;
}

interface PlacedNode {
  id: string;
  column: number;
  row: number;
  rowsInColumn: number;
  name: string;
  kind: WorkflowNodeKind;
  description: string | null;
  tagColor: NodeCardTagColor | null;
  awaitCount: number;
  dependencies: string[] | null;
}

function fromFlow(flow: Flow): PlacedNode[] {
  return flow.columns.flatMap((column, columnIndex) =>
    [...column.nodes]
      .sort((a, b) => (a.nodePosition ?? 0) - (b.nodePosition ?? 0))
      .map((node: FlowNode, row) => ({
        id: node.id,
        column: columnIndex,
        row,
        rowsInColumn: column.nodes.length,
        name: node.displayName ?? node.name,
        kind: node.kind,
        description: node.description ?? null,
        tagColor: tagColorOf(node.color),
        awaitCount: (node.awaits ?? []).reduce((sum, entry) => sum + entry.values.length, 0),
        dependencies: node.dependencies ?? [],
      })),
  );
}

function fromTrace(trace: readonly TransactionNodeTrace[]): PlacedNode[] {
  const rows = new Map<number, number>();
  for (const node of trace) rows.set(node.columnPosition, Math.max(rows.get(node.columnPosition) ?? 0, node.nodePosition + 1));
  return trace.map((node) => ({
    id: node.nodeId,
    column: node.columnPosition,
    row: node.nodePosition,
    rowsInColumn: rows.get(node.columnPosition) ?? 1,
    name: node.name,
    kind: node.kind,
    description: null,
    tagColor: null,
    awaitCount: 0,
    dependencies: null,
  }));
}

/**
 * Edges of the flow's dependencies, without the shortcuts: a dependency that is already an ancestor
 * of another dependency of the same node draws no edge of its own. A node without dependencies
 * hangs off the start node.
 */
function dependencyEdges(placed: readonly PlacedNode[]): [string, string][] {
  const byId = new Map(placed.map((node) => [node.id, node]));
  const start = placed.find((node) => nodeVariant(node.kind) === 'start');
  const direct = (node: PlacedNode) => (node.dependencies ?? []).filter((id) => byId.has(id) && id !== node.id);
  const ancestors = new Map<string, Set<string>>();
  const ancestorsOf = (id: string, trail: Set<string> = new Set()): Set<string> => {
    const known = ancestors.get(id);
    if (known) return known;
    const found = new Set<string>();
    const node = byId.get(id);
    if (node && !trail.has(id)) {
      trail.add(id);
      for (const dependency of direct(node)) {
        found.add(dependency);
        for (const above of ancestorsOf(dependency, trail)) found.add(above);
      }
      trail.delete(id);
    }
    ancestors.set(id, found);
    return found;
  };
  return placed.flatMap((node): [string, string][] => {
    if (node === start) return [];
    const sources = direct(node);
    const nearest = sources.filter((source) => !sources.some((other) => other !== source && ancestorsOf(other).has(source)));
    if (nearest.length > 0) return nearest.map((source) => [source, node.id]);
    return start ? [[start.id, node.id]] : [];
  });
}

/** Without the flow's dependencies: each node hangs off every node of the nearest column before it. */
function columnEdges(placed: readonly PlacedNode[]): [string, string][] {
  const columns = [...new Set(placed.map((node) => node.column))].sort((a, b) => a - b);
  return placed.flatMap((node): [string, string][] => {
    const before = columns.filter((column) => column < node.column).at(-1);
    if (before === undefined) return [];
    return placed.filter((source) => source.column === before).map((source) => [source.id, node.id]);
  });
}

/**
 * The trace drawn on the workflow's own layout (the editor canvas's grid, `gridPosition`): the nodes of the version's flow (or, without it,
 * the nodes of the trace) in their columns and rows, centred per column, each marked with what
 * happened to it; edges follow the flow's dependencies and count as taken when both ends ran.
 */
export function traceGraph(
  trace: readonly TransactionNodeTrace[],
  options: { flow?: Flow | null; outcome: Schemas['TransactionOutcome']; selectedNodeId?: string | null },
): TraceGraph {
  const byId = new Map(trace.map((node) => [node.nodeId, node]));
  const placed = options.flow && options.flow.columns.length > 0 ? fromFlow(options.flow) : fromTrace(trace);
  const known = new Set(placed.map((node) => node.id));
  const deciding = decidingNodeId(options.outcome, trace);
  // Trace nodes the flow does not know (a flow read of another version) are still drawn, after it.
  const lastColumn = Math.max(0, ...placed.map((node) => node.column));
  const strays = fromTrace(trace.filter((node) => !known.has(node.nodeId))).map((node, index, all) => ({ ...node, column: lastColumn + 1, row: index, rowsInColumn: all.length }));
  const all = [...placed, ...strays];

  const state = (id: string): TraceNodeState => {
    const traced = byId.get(id);
    return traced ? traceNodeState(traced) : 'NOT_REACHED';
  };
  const nodes: TraceGraphNode[] = all.map((node) => ({
    id: node.id,
    type: 'trace',
    position: gridPosition(node.column, node.row, node.rowsInColumn),
    width: NODE_WIDTH,
    data: {
      nodeId: node.id,
      name: node.name,
      kind: node.kind,
      variant: nodeVariant(node.kind),
      state: state(node.id),
      conditionResult: byId.get(node.id)?.conditionResult ?? null,
      description: node.description,
      tagColor: node.tagColor,
      awaitCount: node.awaitCount,
      isDeciding: node.id === deciding,
      isSelected: node.id === options.selectedNodeId,
    },
  }));

  const usesFlow = options.flow !== undefined && options.flow !== null && options.flow.columns.length > 0;
  const strayEdges = strays.length > 0 ? columnEdges([...placed.filter((node) => node.column === lastColumn), ...strays]) : [];
  const pairs = usesFlow ? [...dependencyEdges(placed), ...strayEdges] : columnEdges(placed);
  const edges: TraceGraphEdge[] = pairs.map(([source, target]) => {
    const taken = state(source) === 'RAN' && state(target) !== 'NOT_REACHED' && state(target) !== 'SKIPPED' && state(target) !== 'NOT_MET';
    return { id: `${source}->${target}`, source, target, data: { taken }, className: taken ? 'vf-trace-edge-taken' : 'vf-trace-edge-idle' };
  });
  return { nodes, edges };
}

/**
 * The node selected when a transaction opens: the end node that decided, else the node the run
 * stopped at (awaiting or failed), else the last node that ran.
 */
export function initialNodeId(outcome: Schemas['TransactionOutcome'], trace: readonly TransactionNodeTrace[]): string | null {
  const deciding = decidingNodeId(outcome, trace);
  if (deciding) return deciding;
  const stopped = trace.find((node) => node.status === 'AWAITING' || node.status === 'FAILED');
  if (stopped) return stopped.nodeId;
  return trace.filter((node) => node.status === 'RAN').at(-1)?.nodeId ?? trace[0]?.nodeId ?? null;
}
