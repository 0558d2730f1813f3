import { registeredArity } from '~/contract';
import { nameSimilarity } from './nameSimilarity';
import { isEmptyValue, looselyEqual, MISSING, toNumber, toText, type Resolved } from './values';

/** A custom function: arguments as resolved (MISSING when absent), the evaluation time in epoch seconds. */
export type CustomFunction = (args: readonly Resolved[], now: number) => boolean;

const DAY_SECONDS = 86_400;
const MEMO_SIZE = 2_000;
const similarities = new Map<string, Map<string, number>>();
let remembered = 0;

/** Name similarity, remembered for the last pairs compared (conditions compare the same names again and again). */
function similarity(a: string, b: string): number {
  let scores = similarities.get(a);
  let score = scores?.get(b);
  if (score === undefined) {
    score = nameSimilarity(a, b);
    if (remembered >= MEMO_SIZE) {
      similarities.clear();
      remembered = 0;
      scores = undefined;
    }
    if (!scores) similarities.set(a, (scores = new Map()));
    scores.set(b, score);
    remembered += 1;
  }
  return score;
}

const finite = (value: Resolved): number | null => {
  if (value === MISSING) return null;
  const n = toNumber(value);
  return Number.isFinite(n) ? n : null;
};

// Evaluation is synchronous: two dates serve every call.
const birth = new Date(0);
const at = new Date(0);

/** Whole years from a date of birth (epoch seconds) to `now` (epoch seconds), in UTC. */
export function ageInYears(dobSeconds: number, nowSeconds: number): number {
  birth.setTime(dobSeconds * 1000);
  at.setTime(nowSeconds * 1000);
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
  nameSimilarityAbove: (args) => {
    const a = toText(args[0]);
    const b = toText(args[1]);
    const t = finite(args[2] ?? MISSING);
    return a !== null && b !== null && t !== null && similarity(a, b) >= t;
  },
  ageBetween: (args, now) => {
    const dob = finite(args[0] ?? MISSING);
    const low = finite(args[1] ?? MISSING);
    const high = finite(args[2] ?? MISSING);
    if (dob === null || low === null || high === null) return false;
    const age = ageInYears(dob, now);
    return age >= low && age <= high;
  },
  isEmpty: (args) => isEmptyValue(args[0] ?? MISSING),
  anyOf: (args) => {
    const value = args[0];
    if (value === undefined || value === MISSING) return false;
    for (let i = 1; i < args.length; i += 1) if (args[i] !== MISSING && looselyEqual(value, args[i])) return true;
    return false;
  },
  allPresent: (values) => {
    for (const value of values) if (isEmptyValue(value)) return false;
    return values.length > 0;
  },
  daysSinceAtLeast: (args, now) => {
    const date = finite(args[0] ?? MISSING);
    const days = finite(args[1] ?? MISSING);
    return date !== null && days !== null && Math.floor((now - date) / DAY_SECONDS) >= days;
  },
};

/** How many arguments a registered function takes: at least `min`, at most `max` (Infinity when variadic). */
export function functionArity(name: string): { min: number; max: number } | null {
  return Object.hasOwn(FUNCTIONS, name) ? registeredArity(name) : null;
}
