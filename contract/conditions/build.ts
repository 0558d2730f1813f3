import { withIntegerMarker } from './marker';
import { functionName } from './operators';
import { LIST_OPERATOR } from './registry';
import type { GroupType, StoredArgument, StoredConstant, StoredExpression, StoredOperand } from './types';

/**
 * Builders of stored conditions (document 2, section 3.6), for code that writes conditions: the
 * builder's codec, seeded flows, fixtures.
 */

/** The contract's bounds on a stored condition (WorkflowConditionExpression). */
export const MAX_GROUP_DEPTH = 5;
export const MAX_GROUP_ITEMS = 30;

export const storedRef = (text: string): StoredArgument => ({ obj: text });
export const storedConst = (value: StoredConstant): StoredArgument => ({ const: value });
/** An integer constant as stored: with the integer marker. */
export const storedInt = (value: number): StoredArgument => ({ const: withIntegerMarker(value) });

export const storedCompare = (operator: string, left: StoredOperand, right: StoredOperand): StoredExpression => ({ [operator]: [left, right] });
export const storedGroup = (type: GroupType, items: StoredExpression[]): StoredExpression => (type === 'and' ? { and: items } : { or: items });
/** A list look-up: the value is an entry of the block or allow list `listId`. */
export const storedInList = (value: StoredOperand, listId: string): StoredExpression => storedCompare(LIST_OPERATOR, value, storedConst(listId));
/** A custom function's call, compared with true. */
export const storedCall = (name: string, args: StoredArgument[]): StoredExpression => ({ eq: [{ call: [functionName(name), ...args] }, { const: true }] });

/** An empty group as stored: an equality of two constants, true with true for and, false with false for or. */
export function emptyGroupExpression(type: GroupType): StoredExpression {
  const value = type === 'and';
  return { eq: [{ const: value }, { const: value }] };
}

/** The group type an expression stands for when it is a stored empty group; null otherwise. */
export function emptyGroupType(expression: unknown): GroupType | null {
  const text = JSON.stringify(expression);
  if (text === JSON.stringify(emptyGroupExpression('and'))) return 'and';
  if (text === JSON.stringify(emptyGroupExpression('or'))) return 'or';
  return null;
}
