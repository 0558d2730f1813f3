import type { RelationalOperatorName } from './registry';

/**
 * How each relational operator reads to a person: `sentence` in the editor's condition sentences
 * and version diffs, `compact` in a transaction's compared values (usage logs and reports).
 */
export const OPERATOR_PHRASES: Readonly<Record<RelationalOperatorName, { sentence: string; compact: string }>> = {
  eq: { sentence: 'equals', compact: '=' },
  not: { sentence: 'does not equal', compact: '≠' },
  gt: { sentence: 'is greater than', compact: '>' },
  gte: { sentence: 'is at least', compact: '≥' },
  lt: { sentence: 'is less than', compact: '<' },
  lte: { sentence: 'is at most', compact: '≤' },
  contains: { sentence: 'contains', compact: 'contains' },
  in: { sentence: 'is one of', compact: 'in' },
  HasPrefix: { sentence: 'starts with', compact: 'has prefix' },
  HasSuffix: { sentence: 'ends with', compact: 'has suffix' },
  IsBlocked: { sentence: 'is on the list', compact: 'is listed in' },
  MatchString: { sentence: 'matches the pattern', compact: 'matches' },
};

/** The phrase of an operator, or its name when it is not a relational operator. */
export function operatorPhrase(operator: string, form: 'sentence' | 'compact'): string {
  return Object.hasOwn(OPERATOR_PHRASES, operator) ? OPERATOR_PHRASES[operator as RelationalOperatorName][form] : operator;
}
