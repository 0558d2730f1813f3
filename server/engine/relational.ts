import { isRelationalOperator, type LIST_OPERATOR, type PATTERN_OPERATOR, type RelationalOperatorName } from '~/contract';
import { looselyEqual, toNumber, toText } from './values';

/** A relational operator over two present values (MISSING is handled before: it is always false). */
export type Relation = (left: unknown, right: unknown) => boolean;
/** The same operator with its right side fixed at compile time (a constant). */
export type Test = (left: unknown) => boolean;

type Compared = Exclude<RelationalOperatorName, typeof PATTERN_OPERATOR | typeof LIST_OPERATOR>;

const finiteNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : toNumber(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The candidates of `in`: a list, or a comma-joined text (entries trimmed). */
const candidates = (right: unknown): unknown[] | null => (Array.isArray(right) ? right : typeof right === 'string' ? right.split(',').map((part) => part.trim()) : null);

const contains = (left: unknown, text: string | null, right: unknown) => {
  if (Array.isArray(left)) {
    for (const item of left) if (looselyEqual(item, right)) return true;
    return false;
  }
  const whole = toText(left);
  return whole !== null && text !== null && whole.includes(text);
};

const isIn = (left: unknown, list: unknown[] | null) => {
  if (list === null || Array.isArray(left)) return false;
  for (const item of list) if (looselyEqual(left, item)) return true;
  return false;
};

/**
 * The relational operators of document 2 section 3.5 that compare two values. The pattern
 * operator (compiled once) and the list operator (it looks up a list) are built by the condition compiler.
 */
export const RELATIONS: Readonly<Record<Compared, Relation>> = {
  eq: looselyEqual,
  not: (left, right) => !looselyEqual(left, right),
  gt: (left, right) => finiteNumber(left) > finiteNumber(right),
  gte: (left, right) => finiteNumber(left) >= finiteNumber(right),
  lt: (left, right) => finiteNumber(left) < finiteNumber(right),
  lte: (left, right) => finiteNumber(left) <= finiteNumber(right),
  contains: (left, right) => contains(left, toText(right), right),
  in: (left, right) => isIn(left, candidates(right)),
  HasPrefix: (left, right) => {
    const a = toText(left);
    const b = toText(right);
    return a !== null && b !== null && a.startsWith(b);
  },
  HasSuffix: (left, right) => {
    const a = toText(left);
    const b = toText(right);
    return a !== null && b !== null && a.endsWith(b);
  },
};

/** `looselyEqual(left, right)` for a constant right side, with its number or text worked out once. */
function equalTo(right: unknown): Test {
  if (typeof right === 'string') {
    const n = toNumber(right);
    const number = Number.isFinite(n) ? n : Number.NaN;
    return (left) => left === right || (typeof left === 'number' ? left === number : typeof left === 'boolean' && right === String(left));
  }
  if (typeof right === 'number' && Number.isFinite(right)) return (left) => left === right || (typeof left === 'string' && toNumber(left) === right);
  if (typeof right === 'boolean') {
    const text = String(right);
    return (left) => left === right || left === text;
  }
  return (left) => looselyEqual(left, right);
}

/**
 * The operator against a constant right side, with what can be worked out once (its number, its
 * text, its list of candidates) worked out at compile time. Same results as `RELATIONS`.
 */
export function relationTo(operator: Compared, right: unknown): Test {
  switch (operator) {
    case 'eq':
      return equalTo(right);
    case 'not': {
      const equal = equalTo(right);
      return (left) => !equal(left);
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const bound = finiteNumber(right);
      if (Number.isNaN(bound)) return () => false;
      if (operator === 'gt') return (left) => finiteNumber(left) > bound;
      if (operator === 'gte') return (left) => finiteNumber(left) >= bound;
      if (operator === 'lt') return (left) => finiteNumber(left) < bound;
      return (left) => finiteNumber(left) <= bound;
    }
    case 'contains': {
      const text = toText(right);
      return (left) => contains(left, text, right);
    }
    case 'in': {
      const list = candidates(right);
      return (left) => isIn(left, list);
    }
    case 'HasPrefix':
    case 'HasSuffix': {
      const text = toText(right);
      if (text === null) return () => false;
      return operator === 'HasPrefix'
        ? (left) => {
            const whole = toText(left);
            return whole !== null && whole.startsWith(text);
          }
        : (left) => {
            const whole = toText(left);
            return whole !== null && whole.endsWith(text);
          };
    }
  }
}

export { isRelationalOperator };
