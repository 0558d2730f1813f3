import type { ConditionGroupType, StoredExpression } from './types';

/**
 * An empty group as stored (document 2, section 3.6; decision-engine.md): an equality of two
 * constants, true with true for and, false with false for or.
 */
export function emptyGroupExpression(type: ConditionGroupType): StoredExpression {
  const value = type === 'and';
  return { eq: [{ const: value }, { const: value }] };
}

/** The group type an expression stands for when it is a stored empty group; null otherwise. */
export function emptyGroupType(expression: unknown): ConditionGroupType | null {
  const text = JSON.stringify(expression);
  if (text === JSON.stringify(emptyGroupExpression('and'))) return 'and';
  if (text === JSON.stringify(emptyGroupExpression('or'))) return 'or';
  return null;
}
