import { describe, expect, it } from 'vitest';
import { compileRe2 } from '../workflows/re2Pattern';
import { boundedMatcher, compilePattern, MAX_MATCH_INPUT_LENGTH } from './boundedMatch';
import { compileCondition } from './compileCondition';
import { scopeOf, START } from './test/scope';

/** The RE2 matcher of a pattern, without the save-time shape rules (which refuse some of these). */
function matcher(pattern: string): (text: string) => boolean {
  const compiled = compileRe2(pattern);
  if (!compiled.ok) throw new Error(`${pattern} ${compiled.reason}`);
  return boundedMatcher(compiled.pattern);
}

/** The quickest of three rounds of `repeats` matches, in milliseconds. */
function quickest(match: (text: string) => boolean, text: string, repeats: number): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < repeats; i++) match(text);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const as = (n: number) => 'a'.repeat(n);
/** n characters: a run of a's that fails at its last character. */
const failingRun = (n: number) => `${as(n - 1)}!`;

/**
 * The classic catastrophic patterns (exponential or high-polynomial on a backtracking engine) and
 * variants, with a text of n characters and the answer RegExp gives where it can finish.
 */
const CASES: [pattern: string, text: (n: number) => string, answer: (n: number) => boolean][] = [
  ['(a+)+$', failingRun, () => false],
  ['(a+)+$', as, () => true],
  ['(a|a)*$', failingRun, () => true],
  ['^(a|a)*$', failingRun, () => false],
  ['(a|aa)+$', failingRun, () => false],
  ['^(a|aa)+$', as, () => true],
  ['(.*a){20}', as, (n) => n >= 20],
  ['(.*a){20}', (n) => `${as(Math.min(19, n))}${'b'.repeat(Math.max(0, n - 19))}`, () => false],
  ['^(\\w+\\s?)*$', failingRun, () => false],
  ['^(\\w+\\s?)*$', (n) => `${'word '.repeat(n).slice(0, n - 1)}x`, () => true],
  ['^((a|b)+|(ab)*)+c$', (n) => `${'ab'.repeat(n / 2 - 1)}a!`, () => false],
  ['^((a|b)+|(ab)*)+c$', (n) => `${'ab'.repeat(n / 2 - 1)}ac`, () => true],
  ['^(a|ab|b)*c$', (n) => `${'ab'.repeat(n / 2 - 1)}b!`, () => false],
  // Patterns the save-time shape rules let through, which stalled RegExp for 20–40 s on 28 characters.
  ['(a|\\w)+$', failingRun, () => false],
  ['([a-z]|a)+$', failingRun, () => false],
  ['(?:a|[ab])*x', failingRun, () => false],
  ['^(a?){28}a{28}$', as, (n) => n >= 28 && n <= 56],
];
const LENGTHS = [28, 1_000, MAX_MATCH_INPUT_LENGTH];

describe('MatchString on RE2', () => {
  it.each(CASES)('answers %s like RegExp on short texts (case %#)', (pattern, text, answer) => {
    // Twelve characters keep RegExp's backtracking short enough to compare with.
    const short = text(12);
    expect(new RegExp(pattern).test(short)).toBe(answer(12));
    expect(matcher(pattern)(short)).toBe(answer(12));
  });

  it.each(CASES)('answers %s on 28 to 10,000 characters, about as fast as a plain pattern (case %#)', (pattern, text, answer) => {
    const match = matcher(pattern);
    // A plain pattern that reads the whole of each of these texts.
    const plain = matcher('^[a-z !]*$');
    for (const n of LENGTHS) {
      const input = text(n);
      expect(input).toHaveLength(n);
      expect(match(input), `${pattern} on ${n} characters`).toBe(answer(n));
      const repeats = n < 100 ? 200 : 5;
      const [catastrophic, trivial] = [quickest(match, input, repeats), quickest(plain, input, repeats)];
      expect(catastrophic, `${pattern} on ${n} characters: ${catastrophic.toFixed(3)} ms, plain ${trivial.toFixed(3)} ms`).toBeLessThan(50 * trivial);
    }
  });

  it('runs the patterns that pass the save-time check through the engine, on the longest text it reads', () => {
    for (const pattern of ['(a|\\w)+$', '([a-z]|a)+$', '(?:a|[ab])*x']) {
      const condition = compileCondition({ MatchString: [{ obj: `input.${START}.text` }, { const: pattern }] }, START);
      for (const n of [28, MAX_MATCH_INPUT_LENGTH]) expect(condition.evaluate(scopeOf({ input: { text: failingRun(n) } })), pattern).toBe(false);
      expect(condition.evaluate(scopeOf({ input: { text: `${as(27)}x` } })), pattern).toBe(true);
    }
  });

  it('matches anywhere in the text, with RE2 syntax and without flags', () => {
    expect(compilePattern('b')('abc')).toBe(true);
    expect(compilePattern('^b')('abc')).toBe(false);
    expect(compilePattern('(?i)^ABC$')('abc')).toBe(true);
    expect(compilePattern('^ABC$')('abc')).toBe(false);
    expect(compilePattern('^(?P<pan>[A-Z]{5}[0-9]{4}[A-Z])$')('ABCPE1234F')).toBe(true);
    expect(compilePattern('^\\pL+$')('Zoë')).toBe(true);
    expect(compilePattern('^a$')('a\nb')).toBe(false);
  });

  it('refuses what RE2 cannot run, naming why', () => {
    expect(() => compilePattern('(a)\\1')).toThrow('the MatchString pattern uses a back-reference');
    expect(() => compilePattern('a(?=b)')).toThrow('the MatchString pattern uses a lookahead or lookbehind');
    expect(() => compilePattern('(?<=a)b')).toThrow('the MatchString pattern uses a lookahead or lookbehind');
  });
});
