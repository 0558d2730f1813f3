import { describe, expect, it } from 'vitest';
import { loadContract } from './contract';

// Validators are compiled on first use (ADR 0040): a schema that does not compile would only fail
// on the first request of its operation, so this test compiles every one of them.
describe('loadContract', () => {
  it('compiles every request and response validator of the contract', () => {
    const contract = loadContract({ compileAll: true });
    expect(contract.size).toBeGreaterThan(50);
    for (const op of contract.values()) {
      expect(typeof op.validateParams).toBe('function');
      expect(typeof op.validateQuery).toBe('function');
    }
  });

  it('compiles a validator once, on first use, and checks as before', () => {
    const op = loadContract().get('listBlocklists')!;
    const validateQuery = op.validateQuery;
    expect(op.validateQuery).toBe(validateQuery);
    const query: Record<string, unknown> = { limit: '5' };
    expect(validateQuery(query)).toBe(true);
    expect(query.limit).toBe(5);
    expect(validateQuery({ limit: '500' })).toBe(false);
    expect(op.validateResponse(200, { nothing: true })).toMatch(/listBlocklists 200 response/);
    expect(op.validateResponse(299, null)).toMatch(/not declared/);
  });
});
