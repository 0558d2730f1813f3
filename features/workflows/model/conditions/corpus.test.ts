import { describe, expect, it } from 'vitest';
import { corpus, corpusContext } from './__tests__/corpus';
import { fromExpression } from './fromExpression';
import { toExpression } from './toExpression';

describe('the shared condition corpus on the codec', () => {
  it('holds more than 40 cases', () => {
    expect(corpus.cases.length).toBeGreaterThan(40);
  });

  it.each(corpus.cases.map((c) => [c.name, c] as const))('%s: model ↔ expression', (_name, testCase) => {
    expect(toExpression(testCase.model, corpusContext)).toEqual(testCase.expression);
    expect(fromExpression(testCase.expression, corpusContext)).toEqual(testCase.model);
  });
});
