import { useState } from 'react';
import { ConditionCodecError } from '../../../model/conditions/references';
import type { ConditionContext, ConditionGroup } from '../../../model/conditions/types';
import { rowProblems } from '../../../model/panels';
import { FlowError, type Flow } from '../../../model/types';

export const INCOMPLETE_ROWS_MESSAGE = 'Each condition needs a parameter, an operator and a value.';

/**
 * The save of a condition panel: rows that are not complete are marked and nothing is saved; a
 * refusal of the model (a condition on a later step, beyond the contract's bounds) is shown.
 */
export function useConditionEditing() {
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const save = (groups: readonly (ConditionGroup | null)[], context: ConditionContext, operation: () => Flow): Flow | null => {
    const problems = Object.assign({}, ...groups.map((group) => rowProblems(group, context))) as Record<string, string>;
    setRowErrors(problems);
    if (Object.keys(problems).length > 0) {
      setMessage(INCOMPLETE_ROWS_MESSAGE);
      return null;
    }
    try {
      const flow = operation();
      setMessage(null);
      return flow;
    } catch (error) {
      if (!(error instanceof ConditionCodecError) && !(error instanceof FlowError)) throw error;
      setMessage(error.message);
      return null;
    }
  };

  return { rowErrors, message, save };
}
