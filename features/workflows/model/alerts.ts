import { chosenBranch } from './branches';
import { isService } from './kinds';
import { allNodes } from './queries';
import { UNSET_LOCATION } from './references';
import type { Flow, FlowNode, FlowNodeInput } from './types';

/** The alert text and its button (section 2.11). */
export const ALERT_TEXT = 'Configuration is pending';
export const ALERT_ACTION = 'Take action';

export type AlertReason = 'unmappedInput' | 'tagConditions' | 'tagBranchChoice' | 'tagBranchA' | 'tagBranchB';

export interface FlowAlert {
  /** The step 'Take action' opens. */
  nodeId: string;
  name: string;
  reasons: AlertReason[];
}

/** A required input still waiting for a mapping: not static, not optional, location '..' (section 4.2). */
export function isUnmappedRequiredInput(input: FlowNodeInput): boolean {
  if (input.isStatic || input.locationKind === 'static') return false;
  const optional = input.isOptional ?? (input.optionality !== undefined && input.optionality !== 'REQUIRED');
  return !optional && (input.location ?? UNSET_LOCATION) === UNSET_LOCATION;
}

/** Service cards show a warning while required inputs remain unmapped, a check otherwise (section 2.7). */
export function serviceStatus(node: FlowNode): 'ok' | 'warning' {
  return (node.inputs ?? []).some(isUnmappedRequiredInput) ? 'warning' : 'ok';
}

/** The branch columns under a tag, by branch. */
export function tagBranches(flow: Flow, tagId: string): { A: FlowNode[]; B: FlowNode[] } {
  const branches = { A: [] as FlowNode[], B: [] as FlowNode[] };
  for (const column of flow.columns) {
    const meta = column.metadata;
    if (meta?.kind !== 'branch' || meta.parentID !== tagId) continue;
    if (meta.branch === 'A' || meta.branch === 'B') branches[meta.branch].push(...column.nodes);
  }
  return branches;
}

/** The nodes that depend on a node. */
export function childrenOf(flow: Flow, nodeId: string): FlowNode[] {
  return allNodes(flow)
    .map(({ node }) => node)
    .filter((node) => node.dependencies?.includes(nodeId));
}

/** A tag card warns while the tag has 2 or fewer children (section 2.7). */
export function isTagIncomplete(flow: Flow, tagId: string): boolean {
  return childrenOf(flow, tagId).length <= 2;
}

function reasonsFor(flow: Flow, node: FlowNode): AlertReason[] {
  if (isService(node)) return (node.inputs ?? []).some(isUnmappedRequiredInput) ? ['unmappedInput'] : [];
  if (node.kind !== 'tag') return [];
  const reasons: AlertReason[] = [];
  if (!node.conditions?.length) reasons.push('tagConditions');
  const branches = tagBranches(flow, node.id);
  if (chosenBranch(flow, node.id) === null) reasons.push('tagBranchChoice');
  if (branches.A.length === 0) reasons.push('tagBranchA');
  if (branches.B.length === 0) reasons.push('tagBranchB');
  return reasons;
}

/**
 * The steps whose configuration is pending (section 4.2): a service with a required input that is
 * not mapped; a tag without conditions, without a branch chosen, or without a branch A or a
 * branch B child. Left to right, top to bottom.
 */
export function alerts(flow: Flow): FlowAlert[] {
  return allNodes(flow)
    .map(({ node }) => ({ nodeId: node.id, name: node.displayName ?? node.name, reasons: reasonsFor(flow, node) }))
    .filter((alert) => alert.reasons.length > 0);
}
