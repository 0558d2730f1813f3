import { nodeFromStep } from './buildNode';
import { cloneFlow, finalize, removeNodes } from './draft';
import { ensureEndColumn, insertEndNode } from './endColumn';
import { randomIdGenerator, type IdGenerator } from './ids';
import { END_KIND_OF, END_ORDER } from './kinds';
import { hasRealContent } from './references';
import { allNodes, startNodeName } from './queries';
import { assertReferencesEarlier } from './setNodeConditions';
import type { ConditionExpression, EndOutcome, Flow } from './types';

/** Conditions per end state; a state left out stays as it is, null (or an empty group) removes it. */
export type EndStateConditions = Partial<Record<EndOutcome, ConditionExpression | null>>;

/**
 * Saves the End Workflow panel (section 4.6): an end node of a kind exists while its conditions
 * hold real content, and depends on the steps they refer to. The end column is the last column
 * and goes when it holds no end state.
 */
export function setEndStates(flow: Flow, change: EndStateConditions, newId: IdGenerator = randomIdGenerator): Flow {
  const draft = cloneFlow(flow);
  const removed = new Set<string>();
  for (const outcome of END_ORDER) {
    if (!(outcome in change)) continue;
    const expression = change[outcome];
    const existing = allNodes(draft).find(({ node }) => node.kind === END_KIND_OF[outcome]);
    if (!hasRealContent(expression)) {
      if (existing) removed.add(existing.node.id);
      continue;
    }
    const column = ensureEndColumn(draft, newId);
    const endIndex = draft.columns.indexOf(column);
    const dependencies = assertReferencesEarlier(draft, expression, endIndex);
    const node = existing?.node ?? nodeFromStep({ kind: 'end', outcome }, newId, startNodeName(flow));
    node.conditions = [structuredClone(expression)];
    node.dependencies = dependencies;
    if (!existing) insertEndNode(column, node);
  }
  removeNodes(draft, removed);
  return finalize(draft);
}
