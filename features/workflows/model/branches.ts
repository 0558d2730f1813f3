import { cloneFlow, finalize } from './draft';
import { findNode, requireNode } from './queries';
import { FlowError, type Branch, type ConditionExpression, type Flow, type FlowColumn } from './types';

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
 * The branch chosen on a tag ('If' in the branch panel), read from the status its branch steps wait
 * for; null while no branch step compares the tag's status.
 */
export function chosenBranch(flow: Flow, tagId: string): Branch | null {
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
