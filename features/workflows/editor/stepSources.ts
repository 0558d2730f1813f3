import type { MappableVariable } from './panels/ConfigureServicePanel';
import type { DeletableStepKind } from './panels/DeleteStepConfirm';
import type { InputAttribute, Supplier } from '../api';
import { START_NODE_ID } from '../model/ids';
import { isEnd, isService, isStart } from '../model/kinds';
import type { Flow, FlowNode, FlowNodeOutput, Step } from '../model/types';

/** A service of the Add Action menu as a step: its inputs (with optionality) and outputs go on the node. */
export function serviceStep(supplier: Supplier): Step {
  return {
    kind: 'service',
    service: {
      id: supplier.id,
      displayName: supplier.displayName,
      apiName: supplier.apiName,
      description: supplier.description,
      isAsync: supplier.isAsync,
      inputs: supplier.inputs.map(({ key, displayName, type, format, description, optionality, isOptional }) => ({ key, displayName, type, format, description, optionality, isOptional })),
      // Allowed values go along: a condition on the output then offers them to choose from.
      outputs: supplier.outputParameters.map(({ key, displayName, platformDisplayName, type, format, description, allowedValues }) => ({
        key,
        displayName,
        platformDisplayName,
        type,
        format,
        description,
        ...(allowedValues?.length ? { allowedValues } : {}),
      })),
    },
  };
}

/** The start step's outputs: the input attributes customers add. */
export function startOutputs(attributes: readonly InputAttribute[]): FlowNodeOutput[] {
  return attributes.map(({ key, displayName, type, format, description, allowedValues }) => ({
    key,
    displayName,
    type,
    format,
    description,
    ...(allowedValues?.length ? { allowedValues } : {}),
  }));
}

const startIdOf = (flow: Flow) => flow.columns[0]?.nodes.find(isStart)?.id ?? START_NODE_ID;

/** The input attributes a service input can be mapped from, as `input.{startId}.{key}`. */
export function inputVariables(flow: Flow, attributes: readonly InputAttribute[]): MappableVariable[] {
  const startId = startIdOf(flow);
  return attributes.map((attribute) => ({ location: `input.${startId}.${attribute.key}`, label: attribute.displayName }));
}

/** Outputs of the services in columns before the node's, as `source.{nodeId}.{key}`. */
export function serviceOutputVariables(flow: Flow, nodeId: string): MappableVariable[] {
  const column = flow.columns.findIndex((c) => c.nodes.some((node) => node.id === nodeId));
  return flow.columns
    .slice(0, Math.max(0, column))
    .flatMap((c) => c.nodes)
    .filter(isService)
    .flatMap((node) =>
      (node.outputs ?? []).map((output) => ({ location: `source.${node.id}.${output.key}`, label: `${node.displayName ?? node.name}: ${output.displayName ?? output.key}` })),
    );
}

/** How the delete confirmation names a step. */
export function deletableKind(node: FlowNode): DeletableStepKind {
  if (node.kind === 'CAPABILITY') return 'capability';
  if (isService(node)) return 'service';
  if (node.kind === 'tag') return 'tag';
  if (isEnd(node)) return 'end state';
  return 'await';
}

export const stepName = (node: FlowNode) => node.displayName ?? node.name;
