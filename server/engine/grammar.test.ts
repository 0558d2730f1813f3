import { describe, expect, it } from 'vitest';
import grammar from '~/contract/conditions/grammar.json';
import { compileCondition } from './compileCondition';

/**
 * The engine accepts exactly the references of the one grammar (contract/conditions); the builder
 * codec runs the same list (features/workflows/model/conditions/grammar.test.ts).
 */
describe('the reference grammar on the engine', () => {
  const compiles = (reference: string) => {
    try {
      compileCondition({ eq: [{ obj: reference }, { const: 'x' }] }, grammar.startId);
      return true;
    } catch {
      return false;
    }
  };

  it.each(grammar.accepted)('accepts %s', (reference) => expect(compiles(reference)).toBe(true));
  it.each(grammar.refused)('refuses %s', (reference) => expect(compiles(reference)).toBe(false));
});
