import { referencedNodeIds } from '../references';
import type { ConditionExpression } from '../types';
import type { StoredExpression } from './types';

/**
 * The ids of the steps (services and tags) a condition refers to, in order of appearance: a
 * node's `dependencies` on save (document 2, section 4.4). Input references and list ids are not steps.
 */
export function dependencyIds(expression: StoredExpression | ConditionExpression | null): string[] {
  return expression ? referencedNodeIds(expression as ConditionExpression) : [];
}
