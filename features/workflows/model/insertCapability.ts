import { addStep, serviceInUseMessage } from './addStep';
import { finalize } from './draft';
import { randomIdGenerator, type IdGenerator } from './ids';
import { isEnd, isService } from './kinds';
import { lastStepColumnIndex, usedServiceIds } from './queries';
import { FlowError, type Flow, type Placement } from './types';
import type { components } from '~/contract';
import { renewIds } from './renewIds';

/** A capability's saved flow: its columns without the start column (document 2 section 7). */
export type CapabilityFlowObject = components['schemas']['CapabilityFlowObject'];

/** What of a capability goes into a workflow. */
export interface InsertedCapability {
  id: string;
  name: string;
  /** The keys its flow reads from the input: the await before it asks for them. */
  inputKeys: readonly string[];
  object: CapabilityFlowObject | null;
}

export const capabilityInUseMessage = (name: string) => `${name} capability is already being used in this workflow.`;

/** The column after which the capability's columns go: a capability always takes new columns. */
function anchorColumn(flow: Flow, placement: Placement): number {
  if ('newColumnAfter' in placement) return placement.newColumnAfter;
  if ('column' in placement) return placement.column;
  return lastStepColumnIndex(flow);
}

/**
 * Drops a capability into a workflow (document 2 section 4.3): an await node asking for the
 * capability's inputs goes first, in a new column, then the capability's columns (end columns
 * left out: the workflow decides), with fresh ids, marked with the capability's id and name so
 * that deleting it removes them. Nodes of its first column that depend on nothing depend on the
 * await. A capability, or a service it uses, that the flow already holds is refused.
 */
export function insertCapability(flow: Flow, capability: InsertedCapability, placement: Placement, newId: IdGenerator = randomIdGenerator): { flow: Flow; awaitId: string } {
  if (flow.columns.some((column) => column.metadata?.capabilityId === capability.id)) throw new FlowError('serviceInUse', capabilityInUseMessage(capability.name));
  const steps = (capability.object?.columns ?? []).filter((column) => column.nodes.length > 0 && !column.nodes.every(isEnd));
  const used = new Set(usedServiceIds(flow));
  for (const node of steps.flatMap((column) => column.nodes)) {
    if (isService(node) && node.supplierId && used.has(node.supplierId)) throw new FlowError('serviceInUse', serviceInUseMessage(node.displayName ?? node.name));
  }
  const withAwait = addStep(flow, { kind: 'await', name: `${capability.name} inputs`, values: [...capability.inputKeys] }, { newColumnAfter: anchorColumn(flow, placement) }, newId);
  const draft = withAwait.flow;
  const awaitColumn = draft.columns.findIndex((column) => column.nodes.some((node) => node.id === withAwait.nodeId));
  const columns = renewIds(steps, newId).map((column, c) => ({
    ...column,
    metadata: { ...column.metadata, capabilityId: capability.id, capabilityName: capability.name },
    nodes: column.nodes.map((node) => (c === 0 && (node.dependencies ?? []).length === 0 ? { ...node, dependencies: [withAwait.nodeId] } : node)),
  }));
  draft.columns.splice(awaitColumn + 1, 0, ...columns);
  return { flow: finalize(draft), awaitId: withAwait.nodeId };
}
