import { describe, expect, it } from 'vitest';
import { comparisonSentence, decidingComparisons, operandValueText, parseComparisonPath, type TransactionComparison, type TransactionOperand } from './comparisons';

const ref = (path: string, value: unknown, missing = false): TransactionOperand => ({ ref: path, value, missing });
const constant = (value: unknown): TransactionOperand => ({ ref: null, value, missing: false });
const cmp = (path: string, result: boolean, operator = 'eq'): TransactionComparison => ({ path, operator, left: ref('source.pan-verification_x.status', 'OK'), right: constant('OK'), result });

describe('comparisonSentence', () => {
  it('reads reference, operator, constant and result', () => {
    expect(comparisonSentence({ path: '$', operator: 'eq', left: ref('source.pan-verification_x.status', 'NO_RECORD_FOUND'), right: constant('OK'), result: false })).toBe(
      'source.pan-verification_x.status = "OK" → false',
    );
    expect(comparisonSentence({ path: '$', operator: 'gte', left: ref('source.bank_x.nameMatchScore', 97), right: constant(80), result: true })).toBe('source.bank_x.nameMatchScore ≥ 80 → true');
    expect(comparisonSentence({ path: '$', operator: 'not', left: ref('source.pan_x.panType', 'INDIVIDUAL'), right: constant('INDIVIDUAL'), result: false })).toBe('source.pan_x.panType ≠ "INDIVIDUAL" → false');
  });

  it('writes a custom function call with its arguments', () => {
    const call: TransactionOperand = { ref: null, value: true, missing: false, call: 'functions.nameSimilarity', arguments: [ref('source.pan_x.name', 'RAVI'), ref('input.start.fullName', 'Ravi'), constant(0.8)] };
    expect(comparisonSentence({ path: '$', operator: 'eq', left: call, right: constant(true), result: true })).toBe('functions.nameSimilarity(source.pan_x.name, input.start.fullName, 0.8) = true → true');
  });

  it('names the referenced steps and attributes when given their labels', () => {
    const label = (reference: string) => ({ 'source.name-match__ih4nzos3.score': 'Name Match · Score', 'input.start.fullName': 'Input · Full Name' })[reference] ?? null;
    expect(comparisonSentence({ path: '$', operator: 'gte', left: ref('source.name-match__ih4nzos3.score', 97), right: constant(80), result: true }, label)).toBe('Name Match · Score ≥ 80 → true');
    const call: TransactionOperand = { ref: null, value: true, missing: false, call: 'functions.nameSimilarity', arguments: [ref('source.unknown_x.name', 'RAVI'), ref('input.start.fullName', 'Ravi')] };
    expect(comparisonSentence({ path: '$', operator: 'eq', left: call, right: constant(true), result: true }, label)).toBe('functions.nameSimilarity(source.unknown_x.name, Input · Full Name) = true → true');
  });
  it('says when an operand was missing', () => {
    expect(operandValueText(ref('source.ip_x.isProxy', null, true))).toBe('missing');
    expect(operandValueText(ref('source.ip_x.isProxy', true))).toBe('true');
  });
});

describe('parseComparisonPath', () => {
  it('reads the group steps of a path', () => {
    expect(parseComparisonPath('$')).toEqual([]);
    expect(parseComparisonPath('$.and[1].or[0]')).toEqual([
      { op: 'and', index: 1 },
      { op: 'or', index: 0 },
    ]);
    expect(parseComparisonPath('$.xor[1]')).toBeNull();
    expect(parseComparisonPath('and[1]')).toBeNull();
  });
});

describe('decidingComparisons', () => {
  it('a lone comparison decides', () => {
    expect([...decidingComparisons([cmp('$', false)], false)]).toEqual([0]);
  });

  it('an OR that held was decided by its holding members', () => {
    const list = [cmp('$.or[0]', false), cmp('$.or[1]', true), cmp('$.or[2]', false)];
    expect([...decidingComparisons(list, true)]).toEqual([1]);
  });

  it('an AND that failed was decided by its failing members; one that held by all', () => {
    expect([...decidingComparisons([cmp('$.and[0]', true), cmp('$.and[1]', false)], false)]).toEqual([1]);
    expect([...decidingComparisons([cmp('$.and[0]', true), cmp('$.and[1]', true)], true)].sort()).toEqual([0, 1]);
  });

  it('follows nested groups', () => {
    // or( and(true, false), and(true, true) ) → true, decided by the second AND's two members.
    const list = [cmp('$.or[0].and[0]', true), cmp('$.or[0].and[1]', false), cmp('$.or[1].and[0]', true), cmp('$.or[1].and[1]', true)];
    expect([...decidingComparisons(list, true)].sort()).toEqual([2, 3]);
    // and( or(false, false), true ) → false, decided by the failing OR, which needs both members.
    const failing = [cmp('$.and[0].or[0]', false), cmp('$.and[0].or[1]', false), cmp('$.and[1]', true)];
    expect([...decidingComparisons(failing, false)].sort()).toEqual([0, 1]);
  });

  it('falls back to the members that agree with the result when the paths make no tree', () => {
    expect([...decidingComparisons([cmp('odd', true), cmp('odd', false)], false)]).toEqual([1]);
    expect(decidingComparisons([], true).size).toBe(0);
  });
});
