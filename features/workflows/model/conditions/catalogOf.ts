import type { ConditionAttribute } from './conditionRow';
import { isService, isStart } from '../kinds';
import { allNodes } from '../queries';
import type { Flow, FlowNodeOutput } from '../types';
import { TAG_STATUS } from './references';
import type { ConditionCatalog } from './types';

/** A tag is referenced through its status: OK when its condition held, FAILED when not. */
const TAG_STATUS_ATTRIBUTE: ConditionAttribute = { key: TAG_STATUS, label: 'Status', dataType: 'STRING', allowedValues: ['OK', 'FAILED'] };

function attribute(output: FlowNodeOutput): ConditionAttribute {
  return {
    key: output.key,
    label: output.displayName ?? output.platformDisplayName ?? output.key,
    dataType: output.type ?? 'STRING',
    ...(output.format ? { format: output.format } : {}),
    ...(output.allowedValues?.length ? { allowedValues: output.allowedValues.map(String) } : {}),
  };
}

/**
 * What the conditions of a flow can reference (document 2, sections 3.3 and 4.4): the start node's
 * input attributes, each service's outputs and each tag's status.
 */
export function catalogOf(flow: Flow): ConditionCatalog {
  const nodes = allNodes(flow).map(({ node }) => node);
  const start = nodes.find(isStart);
  return {
    input: (start?.outputs ?? []).map(attribute),
    source: nodes.filter(isService).map((node) => ({ id: node.id, label: node.displayName ?? node.name, attributes: (node.outputs ?? []).map(attribute) })),
    tag: nodes
      .filter((node) => node.kind === 'tag')
      .map((node) => ({ id: node.id, label: node.displayName ?? node.name, attributes: [TAG_STATUS_ATTRIBUTE] })),
  };
}
