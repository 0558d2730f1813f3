import { isEnd, isStart, outcomeOf } from '../kinds';
import { findNode } from '../queries';
import type { Flow, FlowNode } from '../types';

/** Which panel a click on a step opens (section 2.4): tags their branches, end states the End Workflow panel. */
export type NodePanelKind = 'condition' | 'branch' | 'end';

export function panelKindOf(flow: Flow, nodeId: string): NodePanelKind | null {
  const node = findNode(flow, nodeId)?.node;
  if (!node || isStart(node)) return null;
  if (isEnd(node)) return 'end';
  if (node.kind === 'tag') return 'branch';
  return 'condition';
}

const stepName = (node: FlowNode) => node.displayName ?? node.name;

/** The panel's badge (section 2.9): 'Tag {name}', 'Run {name}' or 'End flow with Accept/Manual Review/Reject'. */
export function panelBadge(node: FlowNode): string {
  if (node.kind === 'tag') return `Tag ${stepName(node)}`;
  if (isEnd(node)) {
    const outcome = outcomeOf(node);
    return `End flow with ${outcome === 'accept' ? 'Accept' : outcome === 'manualReview' ? 'Manual Review' : 'Reject'}`;
  }
  return `Run ${stepName(node)}`;
}
