import { columnId, type IdGenerator } from './ids';
import { END_ORDER, outcomeOf } from './kinds';
import { endColumnIndex } from './queries';
import type { Flow, FlowColumn, FlowNode } from './types';

/** The draft's end column, added as the last column when there is none yet. */
export function ensureEndColumn(draft: Flow, newId: IdGenerator): FlowColumn {
  const at = endColumnIndex(draft);
  if (at !== null) return draft.columns[at] as FlowColumn;
  const column: FlowColumn = { id: columnId(newId()), metadata: { kind: 'end', description: 'End states' }, nodes: [] };
  draft.columns.push(column);
  return column;
}

/** Puts an end node in the end column in the order reject, manual review, accept. */
export function insertEndNode(column: FlowColumn, node: FlowNode): void {
  const rank = (n: FlowNode) => END_ORDER.indexOf(outcomeOf(n) ?? 'accept');
  const at = column.nodes.findIndex((n) => rank(n) > rank(node));
  if (at < 0) column.nodes.push(node);
  else column.nodes.splice(at, 0, node);
}
