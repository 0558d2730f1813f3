import { describe, expect, it } from 'vitest';
import corpusFile from './corpus.json';
import { comparisonsOf, emptyGroupType, OPERATORS, parseCondition, referencesOf, splitReference } from './index';

/**
 * The shared conformance corpus (corpus.json) on the module itself: every stored expression parses
 * under the structural rules and the grammar, and the corpus lists the registry's operators. The
 * codec (features/workflows/model/conditions/corpus.test.ts) and the engine
 * (server/engine/corpus.test.ts) run the same cases.
 */
interface Corpus {
  startId: string;
  operators: unknown[];
  cases: { name: string; expression: unknown }[];
}
const corpus = corpusFile as unknown as Corpus;

describe('the shared condition corpus on the module', () => {
  it('lists the operators of the registry', () => {
    expect(corpus.operators).toEqual(OPERATORS);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))('%s parses', (_name, testCase) => {
    const parsed = parseCondition(testCase.expression, { startId: corpus.startId, maxGroupDepth: 5 });
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    const comparisons = comparisonsOf(testCase.expression);
    expect(comparisons.length > 0 || emptyGroupType(testCase.expression) !== null).toBe(true);
    for (const reference of referencesOf(testCase.expression)) expect(splitReference(reference)?.kind).toMatch(/^(input|source|tag)$/);
  });
});
