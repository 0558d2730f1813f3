import { ConditionCodecError } from '../conditions/references';
import { fromExpression } from '../conditions/fromExpression';
import { toExpression } from '../conditions/toExpression';
import type { ConditionContext, ConditionGroup } from '../conditions/types';
import { requireNode, startNode } from '../queries';
import { setNodeConditions } from '../setNodeConditions';
import type { ConditionExpression, Flow } from '../types';
import { catalogBefore } from './catalogBefore';
import { branchOf, splitGuard, withGuard } from './branchGuard';
import { branchStatus, chosenBranch, parentBranchOf } from '../branches';

/** The codec's context for a step's condition: the start id, what it can refer to, the operators. */
export function conditionContext(flow: Flow, nodeId: string, operators: ConditionContext['operators']): ConditionContext {
  return { startId: startNode(flow)?.id ?? '', catalog: catalogBefore(flow, nodeId), operators };
}

/** What the builder starts from: a group, nothing yet (choose AND or OR first), or why it cannot be shown. */
export type LoadedCondition = { group: ConditionGroup | null; error: null } | { group: null; error: string };

/** A stored expression as the builder edits it; an empty group is no condition. */
export function loadExpression(expression: ConditionExpression | null | undefined, context: ConditionContext): LoadedCondition {
  if (!expression) return { group: null, error: null };
  try {
    const group = fromExpression(expression, context);
    return { group: group.items.length === 0 ? null : group, error: null };
  } catch (error) {
    if (error instanceof ConditionCodecError) return { group: null, error: error.message };
    throw error;
  }
}

/** The builder's group as stored: null when there is no group or it holds nothing. Throws ConditionCodecError for an incomplete row. */
export function storeGroup(group: ConditionGroup | null, context: ConditionContext): ConditionExpression | null {
  if (!group || group.items.length === 0) return null;
  return toExpression(group, context) as ConditionExpression;
}

/**
 * A step's own condition, as the condition panel shows it: under a tag's branch, the guard on the
 * tag's status is the branch's (section 4.5) and is left out.
 */
export function loadNodeCondition(flow: Flow, nodeId: string, context: ConditionContext): LoadedCondition {
  const { node } = requireNode(flow, nodeId);
  const stored = node.conditions?.[0] ?? null;
  const branch = branchOf(flow, nodeId);
  return loadExpression(branch ? splitGuard(stored, branch.tagId).rest : stored, context);
}

/**
 * Saves the condition panel (section 4.4) through setNodeConditions: the group (or none) becomes the
 * step's condition and its dependencies; a step under a tag's branch keeps waiting for its branch's status.
 */
export function saveNodeCondition(flow: Flow, nodeId: string, group: ConditionGroup | null, context: ConditionContext): Flow {
  const rest = storeGroup(group, context);
  const branch = branchOf(flow, nodeId);
  if (!branch) return setNodeConditions(flow, nodeId, rest);
  const status = splitGuard(requireNode(flow, nodeId).node.conditions?.[0], branch.tagId).status ?? branchStatus(branch.branch, chosenBranch(flow, branch.tagId) ?? 'A', parentBranchOf(flow, branch.tagId));
  return setNodeConditions(flow, nodeId, withGuard(branch.tagId, status, rest));
}
