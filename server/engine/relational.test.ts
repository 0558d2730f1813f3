import { describe, expect, it } from 'vitest';
import { RELATIONS, relationTo } from './relational';

/** Present values of every type the engine meets, with the texts and numbers that convert between them. */
const VALUES: unknown[] = [
  ...['', ' ', 'abc', 'ABC', '50', ' 50 ', '50.0', '7.5', '-3', '.5', '1e3', '1e999', 'true', 'false', 'US,IN', 'a,b , c', '0', '-0'],
  ...[0, -0, 1, -1, 7.5, 50, 1000, 1e6, Number.POSITIVE_INFINITY, Number.NaN],
  true,
  false,
  [],
  ['abc', 50],
  [50, '7.5', true],
  [[50]],
  { a: 1 },
];

describe('relations against a constant', () => {
  it.each(Object.keys(RELATIONS) as (keyof typeof RELATIONS)[])('%s gives the answer of the two-sided relation for every pair of values', (operator) => {
    const relation = RELATIONS[operator];
    const differences: string[] = [];
    for (const right of VALUES) {
      const test = relationTo(operator, right);
      for (const left of VALUES) if (test(left) !== relation(left, right)) differences.push(`${JSON.stringify(left)} ${operator} ${JSON.stringify(right)}`);
    }
    expect(differences).toEqual([]);
  });
});
