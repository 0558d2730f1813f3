import { isGroupEntry } from '../conditions/groups';
import { rowProblem } from '../conditions/toExpression';
import type { ConditionContext, ConditionGroup } from '../conditions/types';

/** Why each incomplete row cannot be saved (section 4.4: a parameter, an operator and a value), by row id. */
export function rowProblems(group: ConditionGroup | null, context: ConditionContext): Record<string, string> {
  const problems: Record<string, string> = {};
  const visit = (current: ConditionGroup) => {
    for (const entry of current.items) {
      if (isGroupEntry(entry)) visit(entry);
      else {
        const problem = rowProblem(entry.row, context);
        if (problem) problems[entry.id] = problem;
      }
    }
  };
  if (group) visit(group);
  return problems;
}
