import type { ConditionExpression, FlowNodeInput } from './types';

/** The location of an input that is not configured (section 3.3). */
export const UNSET_LOCATION = '..';

type Operand = { obj?: unknown; const?: unknown; call?: unknown };

/** The node id inside a `kind.id.type` reference; null for the start node's input data. */
export function referencedNodeId(reference: string): string | null {
  const first = reference.indexOf('.');
  const second = first < 0 ? -1 : reference.indexOf('.', first + 1);
  if (first < 0 || second < 0) return null;
  if (reference.slice(0, first) === 'input') return null;
  return reference.slice(first + 1, second) || null;
}

function operandIds(operand: Operand, into: Set<string>): void {
  if (typeof operand.obj === 'string') {
    const id = referencedNodeId(operand.obj);
    if (id) into.add(id);
  }
  if (Array.isArray(operand.call)) {
    for (const arg of operand.call.slice(1)) if (arg && typeof arg === 'object') operandIds(arg as Operand, into);
  }
}

function collect(expression: Record<string, unknown>, into: Set<string>): void {
  for (const [key, value] of Object.entries(expression)) {
    if (!Array.isArray(value)) continue;
    if (key === 'and' || key === 'or') value.forEach((item) => collect(item as Record<string, unknown>, into));
    else value.forEach((operand) => operandIds(operand as Operand, into));
  }
}

function mentionsData(expression: Record<string, unknown>): boolean {
  return Object.entries(expression).some(([key, value]) => {
    if (!Array.isArray(value)) return false;
    if (key === 'and' || key === 'or') return value.some((item) => mentionsData(item as Record<string, unknown>));
    return value.some((operand) => typeof (operand as Operand).obj === 'string' || Array.isArray((operand as Operand).call));
  });
}

/** Whether a condition compares any data at all (an empty group compares two constants). */
export function hasRealContent(expression: ConditionExpression | null | undefined): expression is ConditionExpression {
  return expression != null && mentionsData(expression as Record<string, unknown>);
}

/** Ids of the nodes (services and tags) a condition refers to, in order of appearance. */
export function referencedNodeIds(expression: ConditionExpression): string[] {
  const ids = new Set<string>();
  collect(expression as Record<string, unknown>, ids);
  return [...ids];
}

/** The step ids a comparison group cannot hold without: all of an AND's, those every branch of an OR needs. */
function required(expression: Record<string, unknown>): Set<string> {
  const [key, value] = Object.entries(expression)[0] ?? [];
  if (key === undefined || !Array.isArray(value)) return new Set();
  if (key === 'and') return new Set(value.flatMap((item) => [...required(item as Record<string, unknown>)]));
  if (key === 'or') {
    const [first, ...rest] = value.map((item) => required(item as Record<string, unknown>));
    return new Set([...(first ?? [])].filter((id) => rest.every((other) => other.has(id))));
  }
  // A function may hold for a missing value; a comparison never does (decision-engine.md).
  if (value.some((operand) => Array.isArray((operand as Operand).call))) return new Set();
  const ids = new Set<string>();
  value.forEach((operand) => operandIds(operand as Operand, ids));
  return ids;
}

/** Ids of the steps that must have run for the condition to hold (a step that did not run leaves its values missing). */
export function requiredNodeIds(expression: ConditionExpression): string[] {
  return [...required(expression as Record<string, unknown>)];
}

function prune(expression: Record<string, unknown>, ids: ReadonlySet<string>): Record<string, unknown> | null {
  const [key, value] = Object.entries(expression)[0] ?? [];
  if (key === undefined || !Array.isArray(value)) return expression;
  if (key === 'and' || key === 'or') {
    const kept = value.map((item) => prune(item as Record<string, unknown>, ids)).filter((item): item is Record<string, unknown> => item !== null);
    return kept.length === 0 ? null : { [key]: kept };
  }
  const refs = new Set<string>();
  value.forEach((operand) => operandIds(operand as Operand, refs));
  return [...refs].some((id) => ids.has(id)) ? null : expression;
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
