import { serviceIdOf, START_NODE_NAME } from './ids';
import { isEnd, isService, isStart } from './kinds';
import type { Flow, FlowColumn, FlowNode } from './types';
import { FlowError } from './types';

export interface LocatedNode {
  node: FlowNode;
  column: number;
  row: number;
}

/** Every node with its column and row, left to right, top to bottom. */
export function allNodes(flow: Flow): LocatedNode[] {
  return flow.columns.flatMap((column, c) => column.nodes.map((node, r) => ({ node, column: c, row: r })));
}

export function findNode(flow: Flow, nodeId: string): LocatedNode | null {
  for (let c = 0; c < flow.columns.length; c += 1) {
    const nodes = (flow.columns[c] as FlowColumn).nodes;
    const r = nodes.findIndex((n) => n.id === nodeId);
    if (r >= 0) return { node: nodes[r] as FlowNode, column: c, row: r };
  }
  return null;
}

export function requireNode(flow: Flow, nodeId: string): LocatedNode {
  const found = findNode(flow, nodeId);
  if (!found) throw new FlowError('unknownNode', `There is no step "${nodeId}" in this workflow.`);
  return found;
}

/** Whether the column holds the end states (it is then the last column). */
export function isEndColumn(column: FlowColumn): boolean {
  return column.metadata?.kind === 'end' || (column.nodes.length > 0 && column.nodes.every(isEnd));
}

/** The index of the end column, or null while the flow has no end state. */
export function endColumnIndex(flow: Flow): number | null {
  const last = flow.columns.length - 1;
  return last > 0 && isEndColumn(flow.columns[last] as FlowColumn) ? last : null;
}

/** The index of the last column that is not the end column (0 when there is only the start). */
export function lastStepColumnIndex(flow: Flow): number {
  const end = endColumnIndex(flow);
  return (end ?? flow.columns.length) - 1;
}

export function startNode(flow: Flow): FlowNode | null {
  const first = flow.columns[0]?.nodes[0];
  return first && isStart(first) ? first : null;
}

/** The start node's name, under which await values are stored (section 3.2). */
export function startNodeName(flow: Flow): string {
  return startNode(flow)?.name ?? START_NODE_NAME;
}

/** Ids of the services and capabilities in the flow (section 4.3): none can be added twice. */
export function usedServiceIds(flow: Flow): string[] {
  return allNodes(flow)
    .filter(({ node }) => isService(node))
    .map(({ node }) => node.supplierId ?? serviceIdOf(node.id));
}

/** Names of the tags in the flow; a tag name is unique within it (section 5.2). */
export function usedTagNames(flow: Flow): string[] {
  return allNodes(flow)
    .filter(({ node }) => node.kind === 'tag')
    .map(({ node }) => node.name);
}

export function isTagNameUsed(flow: Flow, name: string, exceptNodeId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return allNodes(flow).some(({ node }) => node.kind === 'tag' && node.id !== exceptNodeId && node.name.trim().toLowerCase() === wanted);
}
