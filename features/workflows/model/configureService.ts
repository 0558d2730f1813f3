import { branchCondition } from './addBranchStep';
import { branchOfStep } from './branches';
import { cloneFlow, draftNode, finalize } from './draft';
import { isService } from './kinds';
import { inputSourceId } from './references';
import { findNode, requireNode } from './queries';
import { FlowError, type Flow, type FlowNodeInput } from './types';

/**
 * Configures a service (section 4.3): its inputs are rewritten and its conditions reset. An input
 * may be mapped only from the start node or from a node of an earlier column. A service under a
 * tag's branch keeps what makes it a branch step: its dependency on the tag and the status
 * comparison of its branch (section 4.5); without them it would run whatever the tag decided.
 */
export function configureService(flow: Flow, nodeId: string, inputs: readonly FlowNodeInput[]): Flow {
  const { node, column, row } = requireNode(flow, nodeId);
  if (!isService(node)) throw new FlowError('notAService', `"${node.name}" is not a service.`);
  for (const input of inputs) {
    const source = inputSourceId(input);
    const from = source ? findNode(flow, source) : null;
    if (source && (!from || from.column >= column)) {
      throw new FlowError('referenceNotEarlier', `Input "${input.key}" can only be mapped from a step of an earlier column.`);
    }
  }
  const draft = cloneFlow(flow);
  const target = draftNode(draft, column, row);
  target.inputs = inputs.map((input) => ({ ...structuredClone(input), namespace: nodeId }));
  const branch = branchOfStep(flow, nodeId);
  target.conditions = branch ? [branchCondition(branch.tagId, branch.branch, flow)] : [];
  if (branch && !target.dependencies?.includes(branch.tagId)) target.dependencies = [branch.tagId, ...(target.dependencies ?? [])];
  return finalize(draft);
}
