import { cloneFlow, draftNode, finalize } from './draft';
import { isService } from './kinds';
import { inputSourceId } from './references';
import { findNode, requireNode } from './queries';
import { FlowError, type Flow, type FlowNodeInput } from './types';

/**
 * Configures a service (section 4.3): its inputs are rewritten and its conditions reset. An input
 * may be mapped only from the start node or from a node of an earlier column.
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
  target.conditions = [];
  return finalize(draft);
}
