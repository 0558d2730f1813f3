/** Pure rules of the workflow node card (document 2, sections 2.4 and 2.7). */
import { statusTone } from '../theme/status';

export type NodeCardVariant = 'start' | 'service' | 'tag' | 'await' | 'accept' | 'reject' | 'manualReview';
export type NodeCardAction = 'configure' | 'replace' | 'delete';
export type NodeCardTagColor = 'gray' | 'orange' | 'green' | 'red';
export type NodeCardStatus = 'ok' | 'warning';

export const endNodeVariants = ['accept', 'reject', 'manualReview'] as const;
export type EndNodeVariant = (typeof endNodeVariants)[number];

export function isEndNodeVariant(variant: NodeCardVariant): variant is EndNodeVariant {
  return (endNodeVariants as readonly string[]).includes(variant);
}

/**
 * The tone of each end state, the same as the decision's status everywhere else (Manual Review is
 * amber in the lists, the trace and on the canvas): the card, the overview card and the minimap read it.
 */
export const endNodeTone = {
  accept: statusTone.success,
  reject: statusTone.rejected,
  manualReview: statusTone.manualReview,
} as const satisfies Record<EndNodeVariant, string>;

/** The names the start and end nodes carry. */
export const defaultNodeNames: Partial<Record<NodeCardVariant, string>> = {
  start: 'Start',
  accept: 'Accept',
  reject: 'Reject',
  manualReview: 'Manual Review',
};

/**
 * The hover actions a node offers: Configure on service nodes only; Replace and Delete on service,
 * tag, await and end nodes; none on the start node.
 */
export function nodeCardActions(variant: NodeCardVariant): NodeCardAction[] {
  if (variant === 'start') return [];
  if (variant === 'service') return ['configure', 'replace', 'delete'];
  return ['replace', 'delete'];
}

/** Await nodes with values say how many (document 2, section 2.7). */
export function formatAwaitCount(count: number): string {
  return `${count} Value(s) Added`;
}
