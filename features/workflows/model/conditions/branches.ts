import { allNodes, findNode } from '../queries';
import type { Flow, FlowNode } from '../types';

/** The tag branches a column sits under: tag id → branch (A or B), nested branches included. */
export function branchLineage(flow: Flow, column: number, depth = 0): Map<string, string> {
  const meta = flow.columns[column]?.metadata;
  if (meta?.kind !== 'branch' || !meta.parentID || !meta.branch || depth > flow.columns.length) return new Map();
  const tag = findNode(flow, meta.parentID);
  const lineage = tag ? branchLineage(flow, tag.column, depth + 1) : new Map<string, string>();
  lineage.set(meta.parentID, meta.branch);
  return lineage;
}

/** Whether two columns sit under different branches of the same tag: their steps never both run. */
export function exclusiveColumns(flow: Flow, a: number, b: number): boolean {
  const first = branchLineage(flow, a);
  const second = branchLineage(flow, b);
  return [...first].some(([tag, branch]) => second.has(tag) && second.get(tag) !== branch);
}

/** The steps that can run after `from` because they depend on it, directly or through others. */
export function dependentsOf(flow: Flow, from: readonly string[]): FlowNode[] {
  const nodes = allNodes(flow).map(({ node }) => node);
  const seen = new Set(from);
  const queue = [...from];
  const reached: FlowNode[] = [];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const node of nodes) {
      if (seen.has(node.id) || !node.dependencies?.includes(id)) continue;
      seen.add(node.id);
      reached.push(node);
      queue.push(node.id);
    }
  }
  return reached;
}
