import type { EndOutcome, FlowNode, FlowNodeKind } from './types';

export const START_KINDS: ReadonlySet<FlowNodeKind> = new Set(['START', 'input']);
export const SERVICE_KINDS: ReadonlySet<FlowNodeKind> = new Set(['source', 'service', 'CAPABILITY']);
export const END_KINDS: ReadonlySet<FlowNodeKind> = new Set(['end_accepted', 'end_rejected', 'end_manual_review']);

export const END_KIND_OF: Readonly<Record<EndOutcome, FlowNodeKind>> = {
  accept: 'end_accepted',
  reject: 'end_rejected',
  manualReview: 'end_manual_review',
};

export const END_NAMES: Readonly<Record<EndOutcome, string>> = {
  accept: 'Accept',
  reject: 'Reject',
  manualReview: 'Manual Review',
};

/** The order of the end column (and of the engine's evaluation): reject, manual review, accept. */
export const END_ORDER: readonly EndOutcome[] = ['reject', 'manualReview', 'accept'];

export const isStart = (node: FlowNode) => START_KINDS.has(node.kind);
export const isService = (node: FlowNode) => SERVICE_KINDS.has(node.kind);
export const isEnd = (node: FlowNode) => END_KINDS.has(node.kind);

export function outcomeOf(node: FlowNode): EndOutcome | null {
  if (node.kind === 'end_accepted') return 'accept';
  if (node.kind === 'end_rejected') return 'reject';
  if (node.kind === 'end_manual_review') return 'manualReview';
  return null;
}
