import { branchMembers, branchName, chosenBranch, isBranchChoicePending } from './branches';
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
  /** What is wrong, one sentence a reason: the unmapped inputs, the branch without a step, ... */
  details: string[];
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

/** The steps under each branch of a tag (its branch columns' steps and the end states ending a branch). */
export function tagBranches(flow: Flow, tagId: string): { A: FlowNode[]; B: FlowNode[] } {
  return branchMembers(flow, tagId);
}

/** The nodes that depend on a node. */
export function childrenOf(flow: Flow, nodeId: string): FlowNode[] {
  return allNodes(flow)
    .map(({ node }) => node)
    .filter((node) => node.dependencies?.includes(nodeId));
}

/**
 * A tag card warns while the tag's configuration is pending: no condition, no branch chosen, or a
 * branch without a step (section 4.2). Section 2.7's count of 2 or fewer children would warn on a
 * finished tag with one step under each branch (issue 15), so the card follows the alert.
 */
export function isTagIncomplete(flow: Flow, tagId: string): boolean {
  const tag = allNodes(flow).find(({ node }) => node.id === tagId)?.node;
  return tag ? reasonsFor(flow, tag).length > 0 : false;
}

function reasonsFor(flow: Flow, node: FlowNode): AlertReason[] {
  if (isService(node)) return (node.inputs ?? []).some(isUnmappedRequiredInput) ? ['unmappedInput'] : [];
  if (node.kind !== 'tag') return [];
  const reasons: AlertReason[] = [];
  if (!node.conditions?.length) reasons.push('tagConditions');
  const branches = tagBranches(flow, node.id);
  if (chosenBranch(flow, node.id) === null || isBranchChoicePending(flow, node.id)) reasons.push('tagBranchChoice');
  if (branches.A.length === 0) reasons.push('tagBranchA');
  if (branches.B.length === 0) reasons.push('tagBranchB');
  return reasons;
}

const inputName = (input: FlowNodeInput) => input.displayName || input.key;

/** What each reason says, naming the inputs and branches concerned (issue 15). */
function detailsFor(flow: Flow, node: FlowNode, reasons: readonly AlertReason[]): string[] {
  return reasons.map((reason) => {
    switch (reason) {
      case 'unmappedInput': {
        const names = (node.inputs ?? []).filter(isUnmappedRequiredInput).map(inputName);
        return names.length === 1 ? `Required input '${names[0]}' is not mapped` : `Required inputs ${names.map((name) => `'${name}'`).join(', ')} are not mapped`;
      }
      case 'tagConditions':
        return 'The tag has no condition';
      case 'tagBranchChoice':
        return 'No branch is chosen to run when the condition holds';
      case 'tagBranchA':
        return `${branchName(flow, node.id, 'A')} has no step`;
      case 'tagBranchB':
        return `${branchName(flow, node.id, 'B')} has no step`;
    }
  });
}

/**
 * The steps whose configuration is pending (section 4.2): a service with a required input that is
 * not mapped; a tag without conditions, without a branch chosen, or without a branch A or a
 * branch B child. Left to right, top to bottom; each names what is wrong in `details`.
 */
export function alerts(flow: Flow): FlowAlert[] {
  return allNodes(flow).flatMap(({ node }) => {
    const reasons = reasonsFor(flow, node);
    if (reasons.length === 0) return [];
    return [{ nodeId: node.id, name: node.displayName ?? node.name, reasons, details: detailsFor(flow, node, reasons) }];
  });
}
