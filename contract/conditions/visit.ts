import { splitReference } from './references';

/**
 * Lenient walks over a stored condition (document 2, section 3.6) for readers that must not throw:
 * what the builder checks before publishing, what a flow's dependencies are, which input keys it
 * reads. They skip what is not well formed; `parseCondition` says what is wrong with it.
 */

/** One comparison of a condition, where it sits (`$`, `$.and[1]`, `$.and[1].or[0]`) and its raw operands. */
export interface StoredComparison {
  path: string;
  operator: string;
  operands: unknown[];
}

/** `{obj}` → its reference; `{const}` → its value; `{call}` → its items (the qualified name first). */
export type OperandShape = { ref: string } | { constant: unknown } | { call: unknown[] } | null;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The one key of an expression and its value; null for anything else. */
export function entryOf(expression: unknown): [string, unknown] | null {
  if (!isRecord(expression)) return null;
  const entries = Object.entries(expression);
  return entries.length === 1 ? (entries[0] ?? null) : null;
}

export const isGroupKey = (key: string): key is 'and' | 'or' => key === 'and' || key === 'or';

/** Every comparison of an expression, groups walked depth first. */
export function comparisonsOf(expression: unknown, path = '$'): StoredComparison[] {
  const entry = entryOf(expression);
  if (!entry) return [];
  const [key, value] = entry;
  if (!Array.isArray(value)) return [];
  if (isGroupKey(key)) return value.flatMap((child, i) => comparisonsOf(child, `${path}.${key}[${i}]`));
  return [{ path, operator: key, operands: value }];
}

export function operandShape(operand: unknown): OperandShape {
  if (!isRecord(operand)) return null;
  if (typeof operand.obj === 'string') return { ref: operand.obj };
  if ('const' in operand) return { constant: operand.const };
  if (Array.isArray(operand.call)) return { call: operand.call };
  return null;
}

/** The references an operand reads, a call's arguments included. */
export function operandReferences(operand: unknown): string[] {
  const shape = operandShape(operand);
  if (!shape) return [];
  if ('ref' in shape) return [shape.ref];
  if ('call' in shape) return shape.call.slice(1).flatMap(operandReferences);
  return [];
}

/** The references a comparison reads, in order. */
export const comparisonReferences = (comparison: StoredComparison): string[] => comparison.operands.flatMap(operandReferences);

/** Every reference of an expression, in order of appearance (repeats kept). */
export function referencesOf(expression: unknown): string[] {
  return comparisonsOf(expression).flatMap(comparisonReferences);
}

/** Whether the comparison calls a custom function (it may hold for a missing value, a plain comparison never does). */
export const callsFunction = (comparison: StoredComparison): boolean =>
  comparison.operands.some((operand) => {
    const shape = operandShape(operand);
    return shape !== null && 'call' in shape;
  });

/** Whether a condition compares any data at all (an empty group compares two constants). */
export function readsData(expression: unknown): boolean {
  return comparisonsOf(expression).some((comparison) =>
    comparison.operands.some((operand) => {
      const shape = operandShape(operand);
      return shape !== null && ('ref' in shape || 'call' in shape);
    }),
  );
}

/** The keys of the start node's input a condition reads (`input.<start>.<key>`), in order, each once. */
export function inputKeysOf(expression: unknown): string[] {
  const keys = referencesOf(expression).flatMap((reference) => {
    const parts = splitReference(reference);
    return parts && parts.kind === 'input' && parts.type !== '' ? [parts.type] : [];
  });
  return [...new Set(keys)];
}
