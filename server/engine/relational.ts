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
  if (Array.isArray(left)) return left.some((item) => looselyEqual(item, right));
  const whole = toText(left);
  return whole !== null && text !== null && whole.includes(text);
};

const isIn = (left: unknown, list: unknown[] | null) => list !== null && !Array.isArray(left) && list.some((item) => looselyEqual(left, item));

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
    const [a, b] = [toText(left), toText(right)];
    return a !== null && b !== null && a.startsWith(b);
  },
  HasSuffix: (left, right) => {
    const [a, b] = [toText(left), toText(right)];
    return a !== null && b !== null && a.endsWith(b);
  },
};

/**
 * The operator against a constant right side, with what can be worked out once (its number, its
 * text, its list of candidates) worked out at compile time. Same results as `RELATIONS`.
 */
export function relationTo(operator: Compared, right: unknown): Test {
  switch (operator) {
    case 'eq':
      return typeof right === 'string' ? (left) => left === right || (typeof left !== 'string' && looselyEqual(left, right)) : (left) => looselyEqual(left, right);
    case 'not':
      return (left) => !looselyEqual(left, right);
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
