import type { NodeCardStatus, NodeCardTagColor, NodeCardVariant } from '~/design-system';
import { isTagIncomplete, serviceStatus } from '../model/alerts';
import { isService } from '../model/kinds';
import type { Flow, FlowNode } from '../model/types';

/** What a step's card shows, derived from the flow (document 2 section 2.7). */
export interface StepCardView {
  variant: NodeCardVariant;
  name: string;
  description?: string;
  status?: NodeCardStatus;
  tagColor?: NodeCardTagColor;
  isIncomplete?: boolean;
  awaitCount?: number;
  isAsync?: boolean;
}

export function variantOf(node: FlowNode): NodeCardVariant {
  switch (node.kind) {
    case 'START':
    case 'input':
      return 'start';
    case 'tag':
      return 'tag';
    case 'AWAIT':
      return 'await';
    case 'end_accepted':
      return 'accept';
    case 'end_rejected':
      return 'reject';
    case 'end_manual_review':
      return 'manualReview';
    default:
      return 'service';
  }
}

export function stepCardView(flow: Flow, node: FlowNode): StepCardView {
  const variant = variantOf(node);
  const view: StepCardView = { variant, name: variant === 'start' ? 'Start' : node.displayName || node.name, description: node.description };
  if (isService(node)) {
    view.status = serviceStatus(node);
    view.isAsync = node.isAsync ?? false;
  }
  if (variant === 'tag') {
    view.tagColor = node.color ?? 'gray';
    view.isIncomplete = isTagIncomplete(flow, node.id);
  }
  if (variant === 'await') view.awaitCount = node.awaits?.[0]?.values.length ?? 0;
  return view;
}
