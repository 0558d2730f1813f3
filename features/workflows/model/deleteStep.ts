import { cloneFlow, finalize, removeNodes } from './draft';
import { serviceIdOf } from './ids';
import { isStart } from './kinds';
import { requireNode } from './queries';
import { FlowError, type Flow, type FlowNode } from './types';

/**
 * The node and everything that goes with it: a tag's branch children (the nodes of the branch
 * columns under it, and theirs in turn), a capability's own columns.
 */
export function stepsRemovedWith(flow: Flow, node: FlowNode): Set<string> {
  const ids = new Set<string>([node.id]);
  const pending: FlowNode[] = [node];
  while (pending.length) {
    const current = pending.pop() as FlowNode;
    const capabilityId = current.kind === 'CAPABILITY' ? current.supplierId ?? serviceIdOf(current.id) : null;
    for (const column of flow.columns) {
      const isBranch = column.metadata?.kind === 'branch' && column.metadata.parentID === current.id;
      const isCapabilityColumn = capabilityId !== null && column.metadata?.kind !== 'capability' && column.metadata?.capabilityId === capabilityId;
      if (!isBranch && !isCapabilityColumn) continue;
      for (const child of column.nodes) {
        if (ids.has(child.id)) continue;
        ids.add(child.id);
        pending.push(child);
      }
    }
  }
  return ids;
}

/**
 * Deletes a step (section 4.3): a column it leaves empty goes and later columns shift left;
 * dependencies, condition comparisons (emptied groups pruned) and input mappings that referred
 * to it are removed. Deleting a tag removes its branch children; a capability its columns.
 */
export function deleteStep(flow: Flow, nodeId: string): Flow {
  const { node } = requireNode(flow, nodeId);
  if (isStart(node)) throw new FlowError('startNode', 'The start step cannot be deleted.');
  const draft = cloneFlow(flow);
  removeNodes(draft, stepsRemovedWith(flow, node));
  return finalize(draft);
}
