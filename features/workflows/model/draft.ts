import { conditionsWithout, inputsWithout } from './references';
import type { Flow, FlowNode } from './types';

/**
 * Operations copy the flow, change the copy and hand it through `finalize`; the flow they were
 * given is never changed, so history entries stay intact.
 */
export function cloneFlow(flow: Flow): Flow {
  return structuredClone(flow);
}

/**
 * Recomputes what follows from the layout: every node's columnPosition and nodePosition, and its
 * outputDependencies (the positions of the nodes that depend on it).
 */
export function finalize(draft: Flow): Flow {
  const positions = new Map<string, { columnPosition: number; nodePosition: number }>();
  draft.columns.forEach((column, c) =>
    column.nodes.forEach((node, r) => {
      node.columnPosition = c;
      node.nodePosition = r;
      positions.set(node.id, { columnPosition: c, nodePosition: r });
    }),
  );
  const dependents = new Map<string, { columnPosition: number; nodePosition: number }[]>();
  for (const column of draft.columns) {
    for (const node of column.nodes) {
      const own = positions.get(node.id);
      for (const dep of node.dependencies ?? []) {
        if (!own) continue;
        const list = dependents.get(dep) ?? [];
        list.push({ ...own });
        dependents.set(dep, list);
      }
    }
  }
  for (const column of draft.columns) for (const node of column.nodes) node.outputDependencies = dependents.get(node.id) ?? [];
  return draft;
}

/** Drops every reference to `ids` from the node: dependencies, condition comparisons, input mappings. */
export function forgetNodes(node: FlowNode, ids: ReadonlySet<string>): void {
  if (node.dependencies) node.dependencies = node.dependencies.filter((d) => !ids.has(d));
  if (node.conditions) node.conditions = conditionsWithout(node.conditions, ids);
  if (node.inputs) node.inputs = inputsWithout(node.inputs, ids);
}

/** Removes the nodes, then the columns they leave empty; later columns move left. */
export function removeNodes(draft: Flow, ids: ReadonlySet<string>): void {
  draft.columns = draft.columns
    .map((column) => ({ ...column, nodes: column.nodes.filter((n) => !ids.has(n.id)) }))
    .filter((column) => column.nodes.length > 0);
  for (const column of draft.columns) for (const node of column.nodes) forgetNodes(node, ids);
}

/** The draft's copy of a node the caller has already found in the flow. */
export function draftNode(draft: Flow, column: number, row: number): FlowNode {
  return draft.columns[column]?.nodes[row] as FlowNode;
}

/** A flow as loaded (from the server, a file or a template) with its positions recomputed. */
export function normalizeFlow(flow: Flow): Flow {
  return finalize(cloneFlow(flow));
}
