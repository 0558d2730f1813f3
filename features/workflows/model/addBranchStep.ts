import { assertStepFits, type StepResult } from './addStep';
import { nodeFromStep } from './buildNode';
import { cloneFlow, finalize } from './draft';
import { ensureEndColumn, insertEndNode } from './endColumn';
import { columnId, randomIdGenerator, type IdGenerator } from './ids';
import { requireNode, startNodeName } from './queries';
import { branchStatus, branchStatusCondition, chosenBranch, parentBranchOf } from './branches';
import { FlowError, type Branch, type ConditionExpression, type Flow, type Step } from './types';

export type { Branch } from './types';

/**
 * The status condition a new step under a tag's branch carries (section 4.5): OK for the chosen
 * branch (A until one is chosen), FAILED for the other, reversed under a parent branch A.
 */
export function branchCondition(tagId: string, branch: Branch, flow?: Flow): ConditionExpression {
  const chosen = flow ? (chosenBranch(flow, tagId) ?? 'A') : 'A';
  const parent = flow ? parentBranchOf(flow, tagId) : null;
  return branchStatusCondition(tagId, branchStatus(branch, chosen, parent));
}

/**
 * Adds a step under a tag's branch (section 4.5). It depends on the tag and carries the branch's
 * status condition; it joins the branch's column, which is created right after the tag's column
 * and the tag's other branch columns. An end state ends the branch: it goes to the end column like
 * every end state, and decides when the branch runs (decision-engine.md, step 7).
 */
export function addBranchStep(flow: Flow, tagId: string, branch: Branch, step: Step, newId: IdGenerator = randomIdGenerator): StepResult {
  const { node: tag, column: tagColumn } = requireNode(flow, tagId);
  if (tag.kind !== 'tag') throw new FlowError('notATag', `"${tag.name}" is not a tag.`);
  assertStepFits(flow, step);
  const draft = cloneFlow(flow);
  const node = nodeFromStep(step, newId, startNodeName(flow));
  node.dependencies = [tagId];
  node.conditions = [branchCondition(tagId, branch, flow)];
  if (step.kind === 'end') {
    insertEndNode(ensureEndColumn(draft, newId), node);
    return { flow: finalize(draft), nodeId: node.id };
  }
  const isOwnBranch = (c: number, b?: Branch) =>
    draft.columns[c]?.metadata?.kind === 'branch' && draft.columns[c]?.metadata?.parentID === tagId && (b === undefined || draft.columns[c]?.metadata?.branch === b);
  const existing = draft.columns.findIndex((_, c) => isOwnBranch(c, branch));
  if (existing >= 0) {
    draft.columns[existing]?.nodes.push(node);
  } else {
    let at = tagColumn + 1;
    while (isOwnBranch(at)) at += 1;
    draft.columns.splice(at, 0, { id: columnId(newId()), metadata: { kind: 'branch', parentID: tagId, branch }, nodes: [node] });
  }
  return { flow: finalize(draft), nodeId: node.id };
}
