import { comparisonsOf, entryOf, isGroupKey, operandShape, withoutIntegerMarker } from '~/contract';

/** Where a condition (or a part of it) always has the same result, whatever the data. */
export interface ConstantFinding {
  path: string;
  value: boolean;
}

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);
const plain = (value: unknown): unknown => (typeof value === 'number' ? withoutIntegerMarker(value) : Array.isArray(value) ? value.map(plain) : value);
/** The engine's loose equality for scalars: a number equals its text, a boolean its text. */
const keyOf = (value: unknown) => (isScalar(value) ? String(plain(value)) : JSON.stringify(plain(value)));

function constantComparison(operator: string, operands: unknown[]): boolean | null {
  const [left, right] = operands.map(operandShape);
  if (!left || !right || !('constant' in left) || !('constant' in right)) return null;
  if (left.constant === null || right.constant === null) return false;
  const same = keyOf(left.constant) === keyOf(right.constant);
  if (operator === 'eq') return same;
  if (operator === 'not') return !same;
  return null;
}

interface Facts {
  equals: Set<string>;
  differs: Set<string>;
  numbers: number[];
  low: { value: number; inclusive: boolean } | null;
  high: { value: number; inclusive: boolean } | null;
}

const BOUNDS: Readonly<Record<string, { side: 'low' | 'high'; inclusive: boolean }>> = {
  gt: { side: 'low', inclusive: false },
  gte: { side: 'low', inclusive: true },
  lt: { side: 'high', inclusive: false },
  lte: { side: 'high', inclusive: true },
};

function tighter(current: Facts['low'], next: { value: number; inclusive: boolean }, side: 'low' | 'high'): Facts['low'] {
  if (!current) return next;
  if (next.value === current.value) return { value: next.value, inclusive: current.inclusive && next.inclusive };
  return (side === 'low') === next.value > current.value ? next : current;
}

const outside = (n: number, facts: Facts) =>
  (facts.low !== null && (n < facts.low.value || (n === facts.low.value && !facts.low.inclusive))) ||
  (facts.high !== null && (n > facts.high.value || (n === facts.high.value && !facts.high.inclusive)));

function contradicts(facts: Facts): boolean {
  if (facts.equals.size > 1) return true;
  if ([...facts.equals].some((value) => facts.differs.has(value))) return true;
  if (facts.numbers.some((n) => outside(n, facts))) return true;
  const { low, high } = facts;
  return low !== null && high !== null && (low.value > high.value || (low.value === high.value && !(low.inclusive && high.inclusive)));
}

/** Comparisons of one reference with constants in the same and group that cannot all hold (x == 1 and x == 2). */
function contradictoryAnd(children: unknown[]): boolean {
  const byReference = new Map<string, Facts>();
  for (const child of children) {
    const [comparison] = comparisonsOf(child);
    if (!comparison || comparison.path !== '$') continue;
    const [left, right] = comparison.operands.map(operandShape);
    if (!left || !right || !('ref' in left) || !('constant' in right) || !isScalar(right.constant)) continue;
    const facts = byReference.get(left.ref) ?? { equals: new Set(), differs: new Set(), numbers: [], low: null, high: null };
    byReference.set(left.ref, facts);
    const constant = plain(right.constant);
    const bound = BOUNDS[comparison.operator];
    if (comparison.operator === 'eq') {
      facts.equals.add(keyOf(constant));
      if (typeof constant === 'number') facts.numbers.push(constant);
    } else if (comparison.operator === 'not') facts.differs.add(keyOf(constant));
    else if (bound && typeof constant === 'number') facts[bound.side] = tighter(facts[bound.side], { value: constant, inclusive: bound.inclusive }, bound.side);
  }
  return [...byReference.values()].some(contradicts);
}

/** True or false when the expression's result does not depend on the data; null when it does. */
export function constancy(expression: unknown): boolean | null {
  const entry = entryOf(expression);
  if (!entry) return null;
  const [key, value] = entry;
  if (!Array.isArray(value)) return null;
  if (!isGroupKey(key)) return constantComparison(key, value);
  const results = value.map(constancy);
  if (key === 'and') {
    if (results.includes(false) || contradictoryAnd(value)) return false;
    return results.every((result) => result === true) ? true : null;
  }
  if (results.includes(true)) return true;
  return results.every((result) => result === false) ? false : null;
}

/** The outermost parts of a condition that are always true or always false by construction. */
export function constantParts(expression: unknown, path = '$'): ConstantFinding[] {
  const value = constancy(expression);
  if (value !== null) return [{ path, value }];
  const entry = entryOf(expression);
  if (!entry) return [];
  const [key, children] = entry;
  if (!isGroupKey(key) || !Array.isArray(children)) return [];
  return children.flatMap((child, i) => constantParts(child, `${path}.${key}[${i}]`));
}
