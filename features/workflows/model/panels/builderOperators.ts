import type { ConditionOperator } from '../conditions/types';
import { LIST_OPERATOR_NAME } from '../conditions/toExpression';

/**
 * The server's operator list as the condition row offers it: the list operator is chosen in its own
 * 'Allow List or Block List' section (its second argument is a list), never as a relational operator.
 */
export function builderOperators(operators: readonly ConditionOperator[]): ConditionOperator[] {
  return operators.map((operator) => (operator.name === LIST_OPERATOR_NAME ? { ...operator, type: 'functional' } : operator));
}
