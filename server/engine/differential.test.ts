import { describe, expect, it } from 'vitest';
import { compileCondition } from './compileCondition';
import { generateScope, generateTrees, toScope } from './test/conditionTrees';
import { interpret } from './test/referenceInterpreter';
import { START } from './test/scope';

describe('compiled evaluator against the reference interpreter', () => {
  it('agrees on 1,000 generated condition trees, each over random inputs', () => {
    const trees = generateTrees(1_000, 7);
    const scopes = Array.from({ length: 20 }, (_, i) => generateScope(1_000 + i));
    let cases = 0;
    let held = 0;
    const disagreements: string[] = [];
    trees.forEach((tree, t) => {
      const compiled = compileCondition(tree, START);
      scopes.forEach((generated, s) => {
        const scope = toScope(generated);
        const expected = interpret(tree, generated);
        const fast = compiled.evaluate(scope);
        const explained = compiled.explain(scope).result;
        cases += 1;
        if (expected) held += 1;
        if (fast !== expected || explained !== expected) disagreements.push(`tree ${t}, scope ${s}: ${JSON.stringify(tree)} → reference ${expected}, compiled ${fast}/${explained}`);
      });
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(cases).toBe(20_000);
    // Both outcomes are well represented, so agreement is not trivial.
    expect(held / cases).toBeGreaterThan(0.15);
    expect(held / cases).toBeLessThan(0.85);
  });
});
