import { cloneFlow, draftNode, finalize } from './draft';
import { isStart } from './kinds';
import { referencedNodeIds } from './references';
import { findNode, requireNode } from './queries';
import { FlowError, type ConditionExpression, type Flow } from './types';

/** Throws unless every node the condition refers to sits in a column before `column`. */
export function assertReferencesEarlier(flow: Flow, expression: ConditionExpression, column: number): string[] {
  const ids = referencedNodeIds(expression);
  for (const id of ids) {
    const target = findNode(flow, id);
    if (!target || target.column >= column) throw new FlowError('referenceNotEarlier', `A condition can only refer to steps of earlier columns ("${id}" is not one).`);
  }
  return ids;
}

/**
 * Saves a step's condition (section 4.4): the condition (or none) is written to the node and the
 * node's dependencies become the steps the condition refers to.
 */
export function setNodeConditions(flow: Flow, nodeId: string, expression: ConditionExpression | null): Flow {
  const { node, column, row } = requireNode(flow, nodeId);
  if (isStart(node)) throw new FlowError('startNode', 'The start step has no conditions.');
  const dependencies = expression ? assertReferencesEarlier(flow, expression, column) : [];
  const draft = cloneFlow(flow);
  const target = draftNode(draft, column, row);
  target.conditions = expression ? [structuredClone(expression)] : [];
  target.dependencies = dependencies;
  return finalize(draft);
}
