import { columnMetadataFor, nodeFromStep } from './buildNode';
import { cloneFlow, finalize } from './draft';
import { ensureEndColumn, insertEndNode } from './endColumn';
import { columnId, randomIdGenerator, type IdGenerator } from './ids';
import { END_KIND_OF, END_NAMES } from './kinds';
import { allNodes, endColumnIndex, isTagNameUsed, lastStepColumnIndex, startNodeName, usedServiceIds } from './queries';
import { FlowError, type ColumnPlacement, type Flow, type FlowColumn, type ServiceStepSource, type Step } from './types';

export interface StepResult {
  flow: Flow;
  /** The id of the node the step became. */
  nodeId: string;
}

export const serviceInUseMessage = (service: string, where: 'workflow' | 'capability' = 'workflow') =>
  `${service} service is already being used in this ${where}.`;

export const TAG_NAME_IN_USE_MESSAGE = 'A tag with the same name already exists in the capability';

/** Refuses a step the flow cannot take twice (sections 4.3, 5.2 and 5.9). */
export function assertStepFits(flow: Flow, step: Step, replacing?: string): void {
  const source: ServiceStepSource | null = step.kind === 'service' ? step.service : step.kind === 'capability' ? step.capability : null;
  if (source) {
    const replacedService = replacing ? allNodes(flow).find(({ node }) => node.id === replacing)?.node.supplierId : undefined;
    if (source.id !== replacedService && usedServiceIds(flow).includes(source.id)) {
      throw new FlowError('serviceInUse', serviceInUseMessage(source.displayName));
    }
  }
  if (step.kind === 'tag' && isTagNameUsed(flow, step.name, replacing)) throw new FlowError('tagNameInUse', TAG_NAME_IN_USE_MESSAGE);
  if (step.kind === 'end' && allNodes(flow).some(({ node }) => node.kind === END_KIND_OF[step.outcome] && node.id !== replacing)) {
    throw new FlowError('endStateExists', `The workflow already ends with ${END_NAMES[step.outcome]}.`);
  }
}

/** Checks that a placement names a column between the start and the end states. */
export function assertPlacement(flow: Flow, placement: ColumnPlacement): void {
  const last = lastStepColumnIndex(flow);
  if ('column' in placement) {
    if (!Number.isInteger(placement.column) || placement.column < 1 || placement.column > last) {
      throw new FlowError(placement.column === endColumnIndex(flow) ? 'endColumn' : 'unknownColumn', `Column ${placement.column} cannot take a step.`);
    }
  } else if (!Number.isInteger(placement.newColumnAfter) || placement.newColumnAfter < 0 || placement.newColumnAfter > last) {
    throw new FlowError(placement.newColumnAfter === endColumnIndex(flow) ? 'endColumn' : 'unknownColumn', `No column can follow column ${placement.newColumnAfter}.`);
  }
}

/**
 * Adds a step (section 4.3). In a column: appended to it. In a new column: later columns shift
 * right by one, and the first node of the column that follows depends on the new node and has
 * its conditions cleared. End states always go to the end column, whatever the placement.
 */
export function addStep(flow: Flow, step: Step, placement: ColumnPlacement, newId: IdGenerator = randomIdGenerator): StepResult {
  assertStepFits(flow, step);
  const draft = cloneFlow(flow);
  const node = nodeFromStep(step, newId, startNodeName(flow));
  if (step.kind === 'end') {
    insertEndNode(ensureEndColumn(draft, newId), node);
    return { flow: finalize(draft), nodeId: node.id };
  }
  assertPlacement(flow, placement);
  if ('column' in placement) {
    (draft.columns[placement.column] as FlowColumn).nodes.push(node);
    return { flow: finalize(draft), nodeId: node.id };
  }
  const at = placement.newColumnAfter + 1;
  draft.columns.splice(at, 0, { id: columnId(newId()), metadata: columnMetadataFor(step), nodes: [node] });
  const following = draft.columns[at + 1]?.nodes[0];
  if (following) {
    following.dependencies = [...new Set([...(following.dependencies ?? []), node.id])];
    following.conditions = [];
  }
  return { flow: finalize(draft), nodeId: node.id };
}
