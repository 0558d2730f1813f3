import type { ConditionOperator } from '../conditions/types';
import { LIST_OPERATOR } from '~/contract';

/**
 * The server's operator list as the condition row offers it: the list operator is chosen in its own
 * 'Allow List or Block List' section (its second argument is a list), never as a relational operator.
 */
export function builderOperators(operators: readonly ConditionOperator[]): ConditionOperator[] {
  return operators.map((operator) => (operator.name === LIST_OPERATOR ? { ...operator, type: 'functional' } : operator));
}
