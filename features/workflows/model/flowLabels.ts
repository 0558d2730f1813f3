import { splitReference } from '~/contract';
import { attributeOf } from './conditions/attributes';
import { catalogOf } from './conditions/catalogOf';
import type { ConditionKind } from './conditions/types';
import { stepLabel } from './conditionSentence';
import { START_NODE_NAME } from './ids';
import { isStart } from './kinds';
import { allNodes } from './queries';
import type { Flow } from './types';

/** The names a person reads instead of a flow's ids and keys (transaction traces, awaiting values). */
export interface FlowLabels {
  /** A step's name as the canvas shows it ('Name Match', 'Reject'); null for an id the flow does not hold. */
  step(nodeId: string): string | null;
  /** An input attribute's display name ('Account Number'); null for a key the flow does not declare. */
  input(key: string): string | null;
  /**
   * A stored reference (`source.name-match__x.score`) as the step and the attribute's display name:
   * 'Name Match · Score', 'Input · PAN', 'High Risk · Status'; null when it is not a reference of the flow.
   */
  reference(reference: string): string | null;
  /** A step's own input or output key by its display name ('Account Number'); null for a key the step does not declare. */
  field(nodeId: string, key: string, side: 'input' | 'output'): string | null;
}

const SEPARATOR = ' · ';
const isConditionKind = (kind: string): kind is ConditionKind => kind === 'input' || kind === 'source' || kind === 'tag';

/** The labels of a flow's steps and attributes, read from its nodes (their display names and outputs). */
export function flowLabels(flow: Flow): FlowLabels {
  const catalog = catalogOf(flow);
  const located = allNodes(flow);
  const steps = new Map(located.map(({ node }) => [node.id, stepLabel(node)]));
  const nodes = new Map(located.map(({ node }) => [node.id, node]));
  const input = (key: string) => catalog.input.find((attribute) => attribute.key === key)?.label ?? null;
  return {
    step: (nodeId) => steps.get(nodeId) ?? null,
    input,
    reference(reference) {
      const parts = splitReference(reference);
      if (!parts || !isConditionKind(parts.kind)) return null;
      if (parts.kind === 'input') return `${START_NODE_NAME}${SEPARATOR}${input(parts.type) ?? parts.type}`;
      const step = steps.get(parts.id);
      if (!step) return null;
      const attribute = attributeOf(catalog, { kind: parts.kind, id: parts.id, type: parts.type });
      return `${step}${SEPARATOR}${attribute?.label ?? parts.type}`;
    },
    field(nodeId, key, side) {
      const node = nodes.get(nodeId);
      if (!node) return null;
      if (side === 'output') return attributeOf(catalog, { kind: 'source', id: nodeId, type: key })?.label ?? node.outputs?.find((output) => output.key === key)?.displayName ?? null;
      return node.inputs?.find((input) => input.key === key)?.displayName ?? (isStart(node) ? input(key) : null);
    },
  };
}
