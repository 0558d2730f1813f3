import { registeredArity } from '~/contract';
import { nameSimilarity } from './nameSimilarity';
import { isEmptyValue, looselyEqual, MISSING, toNumber, toText, type Resolved } from './values';

/** A custom function: arguments as resolved (MISSING when absent), the evaluation time in epoch seconds. */
export type CustomFunction = (args: readonly Resolved[], now: number) => boolean;

const DAY_SECONDS = 86_400;
const MEMO_SIZE = 2_000;
const similarities = new Map<string, number>();

/** Name similarity, remembered for the last pairs compared (conditions compare the same names again and again). */
function similarity(a: string, b: string): number {
  const key = `${a}\u0000${b}`;
  let score = similarities.get(key);
  if (score === undefined) {
    score = nameSimilarity(a, b);
    if (similarities.size >= MEMO_SIZE) similarities.clear();
    similarities.set(key, score);
  }
  return score;
}

const finite = (value: Resolved): number | null => {
  if (value === MISSING) return null;
  const n = toNumber(value);
  return Number.isFinite(n) ? n : null;
};

/** Whole years from a date of birth (epoch seconds) to `now` (epoch seconds), in UTC. */
export function ageInYears(dobSeconds: number, nowSeconds: number): number {
  const birth = new Date(dobSeconds * 1000);
  const at = new Date(nowSeconds * 1000);
  let years = at.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = at.getUTCMonth() < birth.getUTCMonth() || (at.getUTCMonth() === birth.getUTCMonth() && at.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/**
 * The custom functions of `GET /evaluations/operators` (the contract's registry), with the
 * argument orders listed there. Each answers a boolean; a missing or ill-typed argument answers
 * false (isEmpty: true).
 */
export const FUNCTIONS: Readonly<Record<string, CustomFunction>> = {
  nameSimilarityAbove: ([first, second, threshold]) => {
    const [a, b, t] = [toText(first), toText(second), finite(threshold ?? MISSING)];
    return a !== null && b !== null && t !== null && similarity(a, b) >= t;
  },
  ageBetween: ([dob, min, max], now) => {
    const [birth, low, high] = [finite(dob ?? MISSING), finite(min ?? MISSING), finite(max ?? MISSING)];
    if (birth === null || low === null || high === null) return false;
    const age = ageInYears(birth, now);
    return age >= low && age <= high;
  },
  isEmpty: ([value]) => isEmptyValue(value ?? MISSING),
  anyOf: ([value, ...options]) => value !== undefined && value !== MISSING && options.some((option) => option !== MISSING && looselyEqual(value, option)),
  allPresent: (values) => values.length > 0 && values.every((value) => !isEmptyValue(value)),
  daysSinceAtLeast: ([date, days], now) => {
    const [at, n] = [finite(date ?? MISSING), finite(days ?? MISSING)];
    return at !== null && n !== null && Math.floor((now - at) / DAY_SECONDS) >= n;
  },
};

/** How many arguments a registered function takes: at least `min`, at most `max` (Infinity when variadic). */
export function functionArity(name: string): { min: number; max: number } | null {
  return Object.hasOwn(FUNCTIONS, name) ? registeredArity(name) : null;
}
