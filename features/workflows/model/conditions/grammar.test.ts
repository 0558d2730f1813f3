import { describe, expect, it } from 'vitest';
import grammar from '~/contract/conditions/grammar.json';
import { fromExpression } from './fromExpression';
import type { ConditionContext } from './types';

/**
 * The builder codec accepts exactly the references of the one grammar (contract/conditions); the
 * engine runs the same list (server/engine/grammar.test.ts), so client and server agree.
 */
describe('the reference grammar on the builder codec', () => {
  const context: ConditionContext = { startId: grammar.startId, catalog: { input: [], source: [], tag: [] }, operators: [] };
  const loads = (reference: string) => {
    try {
      fromExpression({ and: [{ eq: [{ obj: reference }, { const: 'x' }] }] }, context);
      return true;
    } catch {
      return false;
    }
  };

  it.each(grammar.accepted)('accepts %s', (reference) => expect(loads(reference)).toBe(true));
  it.each(grammar.refused)('refuses %s', (reference) => expect(loads(reference)).toBe(false));
});
