import { describe, expect, it } from 'vitest';
import { allOf, anyOf, type Check } from './conditionChecks';
import { scopeOf } from './test/scope';

const scope = scopeOf();
const constant = (held: boolean): Check => () => held;

/** Every combination of `size` child results, as checks. */
function combinations(size: number): boolean[][] {
  return Array.from({ length: 2 ** size }, (_, bits) => Array.from({ length: size }, (_, i) => ((bits >> i) & 1) === 1));
}

describe('groups of checks', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])('a group of %i children holds as every and some', (size) => {
    for (const results of combinations(size)) {
      const children = results.map(constant);
      expect(allOf(children)(scope)).toBe(results.every(Boolean));
      expect(anyOf(children)(scope)).toBe(results.some(Boolean));
    }
  });

  it('stops at the first child that decides', () => {
    const called: number[] = [];
    const child = (i: number, held: boolean): Check => () => (called.push(i), held);
    allOf([child(0, true), child(1, false), child(2, true)])(scope);
    anyOf([child(3, false), child(4, true), child(5, false), child(6, true), child(7, true)])(scope);
    expect(called).toEqual([0, 1, 3, 4]);
  });
});
