import { endNodeId, namedNodeId, serviceNodeId, type IdGenerator } from './ids';
import { END_KIND_OF, END_NAMES } from './kinds';
import { UNSET_LOCATION } from './references';
import type { FlowColumnMetadata, FlowNode, FlowNodeInput, ServiceStepSource, Step } from './types';

/** Descriptions the spec gives the steps of the Add Action menu (section 2.6). */
export const STEP_DESCRIPTIONS = {
  await: 'Pauses the execution and waits for user to add input.',
  tag: 'Intermediate steps that can be applied when a particular condition is met.',
} as const;

export const DEFAULT_AWAIT_NAME = 'Awaits';

/** A new service node's inputs: namespaced to the node and not configured yet. */
function freshInputs(inputs: readonly FlowNodeInput[] | undefined, nodeId: string): FlowNodeInput[] {
  return (inputs ?? []).map((input) => ({
    ...input,
    namespace: nodeId,
    location: input.isStatic ? input.location ?? UNSET_LOCATION : UNSET_LOCATION,
    locationKind: input.isStatic ? 'static' : '',
    locationId: '',
    locationType: '',
    isStatic: input.isStatic ?? false,
    isOptional: input.isOptional ?? (input.optionality !== undefined && input.optionality !== 'REQUIRED'),
  }));
}

function serviceNode(source: ServiceStepSource, kind: 'source' | 'CAPABILITY', id: string): FlowNode {
  return {
    id,
    kind,
    name: source.displayName,
    displayName: source.displayName,
    platformDisplayName: source.displayName,
    ...(source.apiName ? { apiName: source.apiName } : {}),
    ...(source.description ? { description: source.description } : {}),
    supplierId: source.id,
    dependencies: [],
    conditions: [],
    inputs: freshInputs(source.inputs, id),
    outputs: (source.outputs ?? []).map((output) => ({ ...output, namespace: id, location: `source.${id}.${output.key}` })),
    open: false,
    ...(source.isAsync ? { isAsync: true } : {}),
  };
}

/** The node a step becomes, with a fresh id (section 3.2). */
export function nodeFromStep(step: Step, newId: IdGenerator, startName: string): FlowNode {
  switch (step.kind) {
    case 'service':
      return serviceNode(step.service, 'source', serviceNodeId(step.service.id, newId()));
    case 'capability':
      return serviceNode(step.capability, 'CAPABILITY', serviceNodeId(step.capability.id, newId()));
    case 'tag':
      return {
        id: namedNodeId(step.name, newId()),
        kind: 'tag',
        name: step.name.trim(),
        displayName: step.name.trim(),
        description: step.description ?? STEP_DESCRIPTIONS.tag,
        color: step.color ?? 'gray',
        dependencies: [],
        conditions: [],
      };
    case 'await': {
      const name = step.name?.trim() || DEFAULT_AWAIT_NAME;
      return {
        id: namedNodeId(name, newId()),
        kind: 'AWAIT',
        name,
        displayName: name,
        description: step.description ?? STEP_DESCRIPTIONS.await,
        awaits: [{ nodeName: startName, values: [...(step.values ?? [])] }],
        dependencies: [],
        conditions: [],
      };
    }
    case 'end':
      return {
        id: endNodeId(step.outcome, newId()),
        kind: END_KIND_OF[step.outcome],
        name: END_NAMES[step.outcome],
        displayName: END_NAMES[step.outcome],
        description: `End the flow with ${END_NAMES[step.outcome]}.`,
        dependencies: [],
        conditions: [],
      };
  }
}

/** The metadata of a column holding a new step. */
export function columnMetadataFor(step: Step): FlowColumnMetadata {
  switch (step.kind) {
    case 'service':
      return { kind: 'source' };
    case 'capability':
      return { kind: 'capability', capabilityId: step.capability.id, capabilityName: step.capability.displayName, isAsync: step.capability.isAsync ?? false };
    case 'tag':
      return { kind: 'tag' };
    case 'await':
      return { kind: 'await' };
    case 'end':
      return { kind: 'end', description: 'End states' };
  }
}
