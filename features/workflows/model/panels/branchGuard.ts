import { entryOf, formatReference, operandShape, TAG_STATUS } from '~/contract';
import { findNode } from '../queries';
import type { ConditionExpression, Flow } from '../types';

import type { BranchStatus } from '../branches';
import type { Branch } from '../types';

export type { Branch, BranchStatus };

const tagStatus = (tagId: string) => formatReference({ kind: 'tag', id: tagId, type: TAG_STATUS });

/** The tag and branch a step sits under (its column is a branch column), or null. */
export function branchOf(flow: Flow, nodeId: string): { tagId: string; branch: Branch } | null {
  const at = findNode(flow, nodeId);
  const meta = at ? flow.columns[at.column]?.metadata : undefined;
  if (meta?.kind !== 'branch' || !meta.parentID || (meta.branch !== 'A' && meta.branch !== 'B')) return null;
  return { tagId: meta.parentID, branch: meta.branch };
}

/** `tag.<id>.status == status`: the comparison a branch step runs under (section 4.5). */
export function statusGuard(tagId: string, status: BranchStatus): ConditionExpression {
  return { eq: [{ obj: tagStatus(tagId) }, { const: status }] } as ConditionExpression;
}

/** The status a guard on that tag waits for; null when the expression is not such a guard. */
export function guardStatus(expression: unknown, tagId: string): BranchStatus | null {
  const entry = entryOf(expression);
  if (!entry || entry[0] !== 'eq' || !Array.isArray(entry[1]) || entry[1].length !== 2) return null;
  const left = operandShape(entry[1][0]);
  const right = operandShape(entry[1][1]);
  if (!left || !('ref' in left) || left.ref !== tagStatus(tagId)) return null;
  if (!right || !('constant' in right) || (right.constant !== 'OK' && right.constant !== 'FAILED')) return null;
  return right.constant;
}

/**
 * A branch step's condition parted into its guard on the tag's status and the rest the user built.
 * The guard is the whole condition, or an item of a top-level and group (as `withGuard` stores it).
 */
export function splitGuard(expression: ConditionExpression | null | undefined, tagId: string): { status: BranchStatus | null; rest: ConditionExpression | null } {
  if (!expression) return { status: null, rest: null };
  const own = guardStatus(expression, tagId);
  if (own) return { status: own, rest: null };
  const entry = entryOf(expression);
  if (!entry || entry[0] !== 'and' || !Array.isArray(entry[1])) return { status: null, rest: expression };
  const items = entry[1] as ConditionExpression[];
  const at = items.findIndex((item) => guardStatus(item, tagId) !== null);
  if (at < 0) return { status: null, rest: expression };
  const remaining = items.filter((_, i) => i !== at);
  const status = guardStatus(items[at], tagId);
  if (remaining.length === 0) return { status, rest: null };
  const single = remaining.length === 1 ? remaining[0] : undefined;
  const isGroup = single !== undefined && ['and', 'or'].includes(entryOf(single)?.[0] ?? '');
  return { status, rest: isGroup && single ? single : ({ and: remaining } as ConditionExpression) };
}

/** The guard alone, or an and group of the guard and the rest. */
export function withGuard(tagId: string, status: BranchStatus, rest: ConditionExpression | null): ConditionExpression {
  const guard = statusGuard(tagId, status);
  return rest ? ({ and: [guard, rest] } as ConditionExpression) : guard;
}
