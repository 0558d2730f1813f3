import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupArbitrary } from './__tests__/arbitraries';
import { corpus, corpusContext } from './__tests__/corpus';
import { fromExpression } from './fromExpression';
import { toExpression } from './toExpression';

const models = groupArbitrary(corpusContext, Object.keys(corpus.lists));
/** The stored form is JSON: what the codec reads back has been through it. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('condition codec round trips', () => {
  it('model → expression → model is the identity', () => {
    fc.assert(
      fc.property(models, (model) => {
        expect(fromExpression(stored(toExpression(model, corpusContext)), corpusContext)).toEqual(model);
      }),
      { numRuns: 500 },
    );
  });

  it('expression → model → expression is the identity for what the builder saves', () => {
    fc.assert(
      fc.property(models, (model) => {
        const expression = stored(toExpression(model, corpusContext));
        expect(toExpression(fromExpression(expression, corpusContext), corpusContext)).toEqual(expression);
      }),
      { numRuns: 500 },
    );
  });
});
