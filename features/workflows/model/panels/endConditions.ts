import { END_KIND_OF, END_NAMES } from '../kinds';
import { allNodes } from '../queries';
import { setEndStates } from '../setEndStates';
import type { ConditionContext, ConditionGroup } from '../conditions/types';
import type { IdGenerator } from '../ids';
import type { EndOutcome, Flow } from '../types';
import { loadExpression, storeGroup, type LoadedCondition } from './nodeConditions';

/** The End Workflow panel's sets in the order it shows them (section 2.11): Accept, Reject, Manual Review. */
export const END_PANEL_OUTCOMES: readonly EndOutcome[] = ['accept', 'reject', 'manualReview'];

export const endOutcomeName = (outcome: EndOutcome) => END_NAMES[outcome];

/** Each end state's conditions as the panel edits them (null while the state has none). */
export function loadEndConditions(flow: Flow, context: ConditionContext): Record<EndOutcome, LoadedCondition> {
  const of = (outcome: EndOutcome) => loadExpression(allNodes(flow).find(({ node }) => node.kind === END_KIND_OF[outcome])?.node.conditions?.[0], context);
  return { accept: of('accept'), reject: of('reject'), manualReview: of('manualReview') };
}

/**
 * Saves the End Workflow panel (section 4.6) through setEndStates: an end node exists for each set
 * that holds conditions and goes for each empty one. Throws ConditionCodecError for an incomplete row.
 */
export function saveEndConditions(flow: Flow, groups: Record<EndOutcome, ConditionGroup | null>, context: ConditionContext, newId?: IdGenerator): Flow {
  return setEndStates(
    flow,
    { accept: storeGroup(groups.accept, context), reject: storeGroup(groups.reject, context), manualReview: storeGroup(groups.manualReview, context) },
    newId,
  );
}
