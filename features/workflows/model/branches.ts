import { cloneFlow, finalize } from './draft';
import { isEnd } from './kinds';
import { splitGuard, withGuard } from './panels/branchGuard';
import { allNodes, findNode, requireNode } from './queries';
import { FlowError, type Branch, type ConditionExpression, type Flow, type FlowColumn, type FlowNode } from './types';

export type BranchStatus = 'OK' | 'FAILED';

export const BRANCHES: readonly Branch[] = ['A', 'B'];
export const otherBranch = (branch: Branch): Branch => (branch === 'A' ? 'B' : 'A');
const flip = (status: BranchStatus): BranchStatus => (status === 'OK' ? 'FAILED' : 'OK');

/**
 * The tag status a branch's steps wait for (section 4.5): OK for the branch chosen on the tag, FAILED
 * for the other, both reversed when the tag itself sits under branch A of another tag.
 */
export function branchStatus(branch: Branch, chosen: Branch = 'A', parentBranch: Branch | null = null): BranchStatus {
  const status: BranchStatus = branch === chosen ? 'OK' : 'FAILED';
  return parentBranch === 'A' ? flip(status) : status;
}

const statusReference = (tagId: string) => `tag.${tagId}.status`;

/** The comparison a branch step carries: the tag's status equals the branch's status. */
export function branchStatusCondition(tagId: string, status: BranchStatus): ConditionExpression {
  return { eq: [{ obj: statusReference(tagId) }, { const: status }] } as ConditionExpression;
}

/** The branch of the column a node sits in, when that column is a branch column. */
export function parentBranchOf(flow: Flow, nodeId: string): Branch | null {
  const found = findNode(flow, nodeId);
  const meta = found ? flow.columns[found.column]?.metadata : undefined;
  return meta?.kind === 'branch' && (meta.branch === 'A' || meta.branch === 'B') ? meta.branch : null;
}

/** Indexes of the branch columns under a tag with the branch each holds, left to right. */
export function branchColumnsOf(flow: Flow, tagId: string): { index: number; branch: Branch }[] {
  return flow.columns.flatMap((column, index) => {
    const meta = column.metadata;
    if (meta?.kind !== 'branch' || meta.parentID !== tagId || (meta.branch !== 'A' && meta.branch !== 'B')) return [];
    return [{ index, branch: meta.branch }];
  });
}

type Comparison = { eq?: [{ obj?: unknown }, { const?: unknown }] };

/** The first status constant a condition compares the tag with, searching groups depth first. */
function statusIn(expression: unknown, tagId: string): BranchStatus | null {
  if (!expression || typeof expression !== 'object') return null;
  const entry = expression as Record<string, unknown> & Comparison;
  for (const key of ['and', 'or']) {
    const items = entry[key];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const found = statusIn(item, tagId);
      if (found) return found;
    }
  }
  const [left, right] = entry.eq ?? [];
  if (left?.obj === statusReference(tagId) && (right?.const === 'OK' || right?.const === 'FAILED')) return right.const;
  return null;
}

/** The condition with every comparison of the tag's status set to `status`; whether one was found. */
function withStatus(expression: unknown, tagId: string, status: BranchStatus): { expression: unknown; found: boolean } {
  if (!expression || typeof expression !== 'object') return { expression, found: false };
  const entry = expression as Record<string, unknown> & Comparison;
  for (const key of ['and', 'or']) {
    const items = entry[key];
    if (!Array.isArray(items)) continue;
    let found = false;
    const next = items.map((item) => {
      const result = withStatus(item, tagId, status);
      found ||= result.found;
      return result.expression;
    });
    return { expression: { [key]: next }, found };
  }
  const [left, right] = entry.eq ?? [];
  if (left?.obj === statusReference(tagId) && right && 'const' in right) return { expression: branchStatusCondition(tagId, status), found: true };
  return { expression, found: false };
}

/** The status comparison first in an and group with the rest (its items when the rest is an and group). */
function withStatusGuard(tagId: string, status: BranchStatus, rest: ConditionExpression | undefined): ConditionExpression {
  const guard = branchStatusCondition(tagId, status);
  if (!rest) return guard;
  const items = (rest as { and?: unknown }).and;
  return { and: [guard, ...(Array.isArray(items) ? items : [rest])] } as ConditionExpression;
}

/**
 * The end states that end a branch of a tag (section 4.5 with decision-engine.md step 7): end nodes
 * (always in the end column) that depend on the tag and whose condition is the tag's status guard,
 * alone or first in an and group. Which branch each ends is read against the tag's choice (A until
 * a branch step records one), like the status a new branch step gets.
 */
export function branchEnds(flow: Flow, tagId: string): { node: FlowNode; branch: Branch }[] {
  const chosen = branchStepsChoice(flow, tagId) ?? 'A';
  const parent = parentBranchOf(flow, tagId);
  return allNodes(flow).flatMap(({ node }) => {
    if (!isEnd(node) || !node.dependencies?.includes(tagId)) return [];
    const { status } = splitGuard(node.conditions?.[0], tagId);
    if (!status) return [];
    const unreversed = parent === 'A' ? flip(status) : status;
    return [{ node, branch: unreversed === 'OK' ? chosen : otherBranch(chosen) }];
  });
}

/** The steps under each branch of a tag: its branch columns' steps, then the end states ending the branch. */
export function branchMembers(flow: Flow, tagId: string): Record<Branch, FlowNode[]> {
  const members: Record<Branch, FlowNode[]> = { A: [], B: [] };
  for (const { index, branch } of branchColumnsOf(flow, tagId)) members[branch].push(...(flow.columns[index] as FlowColumn).nodes);
  for (const { node, branch } of branchEnds(flow, tagId)) members[branch].push(node);
  return members;
}

/** The branch a step sits under: its branch column's, or the branch an end state ends; null for other steps. */
export function branchOfStep(flow: Flow, nodeId: string): { tagId: string; branch: Branch } | null {
  const found = findNode(flow, nodeId);
  if (!found) return null;
  const meta = flow.columns[found.column]?.metadata;
  if (meta?.kind === 'branch' && meta.parentID && (meta.branch === 'A' || meta.branch === 'B')) return { tagId: meta.parentID, branch: meta.branch };
  if (!isEnd(found.node)) return null;
  for (const tagId of found.node.dependencies ?? []) {
    const end = branchEnds(flow, tagId).find((entry) => entry.node.id === nodeId);
    if (end) return { tagId, branch: end.branch };
  }
  return null;
}

/**
 * Whether a tag's branch choice is missing from some of its branch steps (one lost its status
 * comparison): saving the branch panel then records the choice again, even when it is unchanged.
 */
export function isBranchChoicePending(flow: Flow, tagId: string): boolean {
  return branchColumnsOf(flow, tagId).some(({ index }) => (flow.columns[index] as FlowColumn).nodes.some((node) => !statusIn(node.conditions?.[0], tagId)));
}

/**
 * The branch chosen on a tag ('If' in the branch panel), read from the status its branch steps wait
 * for; A when only end states end its branches (they are placed for A until a branch step records
 * another choice); null while no step under it compares the tag's status.
 */
export function chosenBranch(flow: Flow, tagId: string): Branch | null {
  return branchStepsChoice(flow, tagId) ?? (branchEnds(flow, tagId).length > 0 ? 'A' : null);
}

/** The choice the branch columns' steps record; null while none compares the tag's status. */
function branchStepsChoice(flow: Flow, tagId: string): Branch | null {
  const parent = parentBranchOf(flow, tagId);
  for (const { index, branch } of branchColumnsOf(flow, tagId)) {
    for (const node of (flow.columns[index] as FlowColumn).nodes) {
      const status = statusIn(node.conditions?.[0], tagId);
      if (!status) continue;
      const unreversed = parent === 'A' ? flip(status) : status;
      return unreversed === 'OK' ? branch : otherBranch(branch);
    }
  }
  return null;
}

/**
 * Chooses the branch of a tag that runs when its condition holds (section 4.5): the steps of the
 * chosen branch wait for OK and the others for FAILED (reversed under a parent branch A). A step
 * whose condition lost its status comparison gets it back, joined to the rest with AND; each
 * keeps the tag among its dependencies.
 */
export function chooseBranch(flow: Flow, tagId: string, chosen: Branch): Flow {
  const { node: tag } = requireNode(flow, tagId);
  if (tag.kind !== 'tag') throw new FlowError('notATag', `"${tag.name}" is not a tag.`);
  const draft = cloneFlow(flow);
  applyBranchChoice(draft, tagId, chosen, parentBranchOf(flow, tagId));
  return finalize(draft);
}

/** `chooseBranch` on a draft the caller owns (and finalizes). */
export function applyBranchChoice(draft: Flow, tagId: string, chosen: Branch, parent: Branch | null): void {
  // The end states ending a branch keep their branch: read under the old choice, rewritten for the new one.
  for (const { node, branch } of branchEnds(draft, tagId)) {
    node.conditions = [withGuard(tagId, branchStatus(branch, chosen, parent), splitGuard(node.conditions?.[0], tagId).rest)];
  }
  for (const { index, branch } of branchColumnsOf(draft, tagId)) {
    const status = branchStatus(branch, chosen, parent);
    for (const node of (draft.columns[index] as FlowColumn).nodes) {
      const current = node.conditions?.[0];
      const rewritten = current ? withStatus(current, tagId, status) : { expression: undefined, found: false };
      node.conditions = [rewritten.found ? (rewritten.expression as ConditionExpression) : withStatusGuard(tagId, status, current)];
      if (!node.dependencies?.includes(tagId)) node.dependencies = [tagId, ...(node.dependencies ?? [])];
    }
  }
}

export const BRANCH_NAME_MAX_LENGTH = 100;

/** The name a branch shows: the one given to its column, else 'Branch A' or 'Branch B'. */
export function branchName(flow: Flow, tagId: string, branch: Branch): string {
  const column = branchColumnsOf(flow, tagId).find((entry) => entry.branch === branch);
  return (column && flow.columns[column.index]?.metadata?.description?.trim()) || `Branch ${branch}`;
}

/**
 * Renames a branch of a tag (the inline name of the branch panel, section 2.11); the name is kept as
 * the description of the branch's columns. A blank name goes back to 'Branch A' or 'Branch B'.
 */
export function renameBranch(flow: Flow, tagId: string, branch: Branch, name: string): Flow {
  const { node: tag } = requireNode(flow, tagId);
  if (tag.kind !== 'tag') throw new FlowError('notATag', `"${tag.name}" is not a tag.`);
  const columns = branchColumnsOf(flow, tagId).filter((entry) => entry.branch === branch);
  if (columns.length === 0) throw new FlowError('unknownColumn', `Branch ${branch} of "${tag.name}" has no steps yet.`);
  const trimmed = name.trim().slice(0, BRANCH_NAME_MAX_LENGTH);
  const draft = cloneFlow(flow);
  for (const { index } of columns) {
    const column = draft.columns[index] as FlowColumn;
    column.metadata = { ...column.metadata, kind: 'branch', description: trimmed || `Branch ${branch}` };
  }
  return finalize(draft);
}
