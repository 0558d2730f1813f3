import { callsFunction, comparisonReferences, entryOf, isGroupKey, readsData, referencedNodeId, referencesOf } from '~/contract';
import type { ConditionExpression, FlowNodeInput } from './types';

/** The location of an input that is not configured (section 3.3). */
export const UNSET_LOCATION = '..';

/** The node id inside a `kind.id.type` reference; null for the start node's input data. */
export { referencedNodeId };

const nodeIdsOf = (references: readonly string[]): string[] => [...new Set(references.flatMap((reference) => referencedNodeId(reference) ?? []))];

/** Whether a condition compares any data at all (an empty group compares two constants). */
export function hasRealContent(expression: ConditionExpression | null | undefined): expression is ConditionExpression {
  return expression != null && readsData(expression);
}

/** Ids of the nodes (services and tags) a condition refers to, in order of appearance. */
export function referencedNodeIds(expression: ConditionExpression): string[] {
  return nodeIdsOf(referencesOf(expression));
}

/** The step ids a comparison group cannot hold without: all of an AND's, those every branch of an OR needs. */
function required(expression: unknown): Set<string> {
  const entry = entryOf(expression);
  if (!entry || !Array.isArray(entry[1])) return new Set();
  const [key, value] = entry;
  if (key === 'and') return new Set(value.flatMap((item) => [...required(item)]));
  if (key === 'or') {
    const [first, ...rest] = value.map(required);
    return new Set([...(first ?? [])].filter((id) => rest.every((other) => other.has(id))));
  }
  const comparison = { path: '$', operator: key, operands: value };
  // A function may hold for a missing value; a comparison never does (decision-engine.md).
  if (callsFunction(comparison)) return new Set();
  return new Set(nodeIdsOf(comparisonReferences(comparison)));
}

/** Ids of the steps that must have run for the condition to hold (a step that did not run leaves its values missing). */
export function requiredNodeIds(expression: ConditionExpression): string[] {
  return [...required(expression)];
}

function prune(expression: Record<string, unknown>, ids: ReadonlySet<string>): Record<string, unknown> | null {
  const entry = entryOf(expression);
  if (!entry || !Array.isArray(entry[1])) return expression;
  const [key, value] = entry;
  if (isGroupKey(key)) {
    const kept = value.map((item) => prune(item as Record<string, unknown>, ids)).filter((item): item is Record<string, unknown> => item !== null);
    return kept.length === 0 ? null : { [key]: kept };
  }
  const refs = nodeIdsOf(comparisonReferences({ path: '$', operator: key, operands: value }));
  return refs.some((id) => ids.has(id)) ? null : expression;
}

/**
 * The condition without the comparisons that refer to any of `ids`; groups left empty are pruned
 * (section 4.3). Null when nothing remains.
 */
export function withoutReferences(expression: ConditionExpression, ids: ReadonlySet<string>): ConditionExpression | null {
  return prune(expression as Record<string, unknown>, ids) as ConditionExpression | null;
}

/** The node's condition list without references to `ids` (at most one when-clause). */
export function conditionsWithout(conditions: readonly ConditionExpression[] | undefined, ids: ReadonlySet<string>): ConditionExpression[] {
  return (conditions ?? []).map((c) => withoutReferences(c, ids)).filter((c): c is ConditionExpression => c !== null);
}

/** An input back to not configured. */
export function resetInput(input: FlowNodeInput): FlowNodeInput {
  const { staticValue: _staticValue, ...rest } = input;
  return { ...rest, location: UNSET_LOCATION, locationKind: '', locationId: '', locationType: '', isStatic: false };
}

/** The node id an input is mapped from, when it is mapped from a node. */
export function inputSourceId(input: FlowNodeInput): string | null {
  if (input.isStatic || !input.location || input.location === UNSET_LOCATION) return null;
  return referencedNodeId(input.location);
}

/** Inputs mapped from any of `ids` reset to not configured (section 4.3). */
export function inputsWithout(inputs: readonly FlowNodeInput[] | undefined, ids: ReadonlySet<string>): FlowNodeInput[] | undefined {
  if (!inputs) return inputs;
  return inputs.map((input) => {
    const source = inputSourceId(input);
    return source && ids.has(source) ? resetInput(input) : input;
  });
}
