import { cloneFlow, draftNode, finalize } from './draft';
import { requireNode, startNodeName } from './queries';
import { FlowError, type Flow } from './types';

/** Sets the values an await step waits for and resets its conditions (section 4.3). */
export function editAwait(flow: Flow, nodeId: string, values: readonly string[], name?: string): Flow {
  const { node, column, row } = requireNode(flow, nodeId);
  if (node.kind !== 'AWAIT') throw new FlowError('notAnAwait', `"${node.name}" is not an await step.`);
  const draft = cloneFlow(flow);
  const target = draftNode(draft, column, row);
  target.awaits = [{ nodeName: startNodeName(flow), values: [...new Set(values)] }];
  target.conditions = [];
  if (name?.trim()) {
    target.name = name.trim();
    target.displayName = name.trim();
  }
  return finalize(draft);
}
