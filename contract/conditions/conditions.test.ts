import { describe, expect, it } from 'vitest';
import grammar from './grammar.json';
import {
  FUNCTIONAL_OPERATORS,
  INTEGER_MARKER,
  LIST_OPERATOR,
  OPERATORS,
  arityOf,
  conditionIssues,
  emptyGroupExpression,
  emptyGroupType,
  formatReference,
  inputKeysOf,
  parseCondition,
  parseLocation,
  parseReference,
  referencesOf,
  storedCall,
  storedInt,
  stripIntegerMarker,
  withIntegerMarker,
  withoutIntegerMarker,
} from './index';

const pan = { obj: `input.${grammar.startId}.pan` };

describe('the integer marker', () => {
  it('adds five decimals and a 1 to integers, away from zero, and strips it on load', () => {
    expect(INTEGER_MARKER).toBe(0.000001);
    expect(withIntegerMarker(50)).toBeCloseTo(50.000001, 9);
    expect(withIntegerMarker(-3)).toBeCloseTo(-3.000001, 9);
    expect(withIntegerMarker(2.5)).toBe(2.5);
    expect(withoutIntegerMarker(50.000001)).toBe(50);
    expect(withoutIntegerMarker(-3.000001)).toBe(-3);
    expect(withoutIntegerMarker(2.5)).toBe(2.5);
    expect(stripIntegerMarker([1.000001, 'a', 2.5])).toEqual([1, 'a', 2.5]);
    expect(storedInt(80)).toEqual({ const: withIntegerMarker(80) });
  });

  // What JSON parsing of the stored decimal text gives: the number the server and console receive.
  const parsed = (text: string): number => JSON.parse(text) as number;

  it.each([
    ['20000000.000001', 20000000],
    ['-20000000.000001', -20000000],
    ['16777217.000001', 16777217],
    ['1767225600.000001', 1767225600],
    ['-1767225600.000001', -1767225600],
    ['8589934592.000001', 8589934592],
    ['123456789012.000001', 123456789012],
    ['1000000000000000.000001', 1e15],
    ['-1234567890123456.000001', -1234567890123456],
    ['9007199254740992.000001', 9007199254740992],
    ['0.000001', 0],
    ['-0.000001', 0],
  ])('reads %s as the integer %d, from its decimal text', (text, whole) => {
    expect(withoutIntegerMarker(parsed(text))).toBe(whole);
    expect(stripIntegerMarker([parsed(text)])).toEqual([whole]);
  });

  it.each([20000000, -20000000, 1767225600, 8589934592, 1e15, -1234567890123456, 0, 7])('marks %d as the stored text would, and reads it back', (whole) => {
    const text = `${whole < 0 ? '-' : ''}${Math.abs(whole)}.000001`;
    expect(withIntegerMarker(whole)).toBe(parsed(text));
    expect(withoutIntegerMarker(withIntegerMarker(whole))).toBe(whole);
  });

  it.each([2.5, -2.5, 20000000.5, 20000000.000002, 1767225600.25, 0.1, 0.0000015, -7.00001, 50.0000011, 1e15 + 0.5])('leaves %d, which is not marked, unchanged', (value) => {
    expect(withoutIntegerMarker(value)).toBe(value);
    expect(withIntegerMarker(value)).toBe(value);
  });

  it('leaves integers, non-finite numbers and texts unchanged', () => {
    expect(withoutIntegerMarker(20000000)).toBe(20000000);
    expect(withoutIntegerMarker(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(withoutIntegerMarker(Number.NaN)).toBeNaN();
    expect(stripIntegerMarker('20000000.000001')).toBe('20000000.000001');
  });
});

describe('references', () => {
  it.each(grammar.accepted)('accepts %s', (text) => {
    const result = parseReference(text, grammar.startId);
    expect(result.ok).toBe(true);
    if (result.ok) expect(formatReference(result.reference)).toBe(text);
  });

  it.each(grammar.refused)('refuses %s', (text) => {
    expect(parseReference(text, grammar.startId).ok).toBe(false);
  });

  it('reads service. in an input location as source.', () => {
    expect(parseLocation('service.svc.status')).toMatchObject({ ok: true, reference: { kind: 'source', id: 'svc', type: 'status' } });
    expect(parseReference('service.svc.status')).toMatchObject({ ok: false, problem: { code: 'unknownKind', kind: 'service' } });
  });
});

describe('the operator registry', () => {
  it('lists relational operators first, the list operator among them, then the functions', () => {
    expect(OPERATORS.map((operator) => operator.type).lastIndexOf('relational')).toBeLessThan(OPERATORS.findIndex((operator) => operator.type === 'functional'));
    expect(OPERATORS.find((operator) => operator.name === LIST_OPERATOR)?.type).toBe('relational');
    for (const name of ['HasPrefix', 'HasSuffix', 'MatchString']) expect(OPERATORS.find((operator) => operator.name === name)?.type).toBe('relational');
  });

  it('says how many arguments a function takes', () => {
    const anyOf = FUNCTIONAL_OPERATORS.find((operator) => operator.name === 'anyOf');
    const ageBetween = FUNCTIONAL_OPERATORS.find((operator) => operator.name === 'ageBetween');
    expect(arityOf(anyOf)).toEqual({ min: 2, max: Infinity });
    expect(arityOf(ageBetween)).toEqual({ min: 3, max: 3 });
  });
});

describe('parsing and the structural rules', () => {
  it('builds the tree of a well-formed condition', () => {
    const result = parseCondition({ and: [{ IsBlocked: [pan, { const: 'bl_x' }] }, storedCall('isEmpty', [pan])] }, { startId: grammar.startId });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.expression).toMatchObject({ kind: 'group', type: 'and', items: [{ kind: 'comparison', operator: 'IsBlocked', path: '$.and[0]' }, { kind: 'comparison', left: { kind: 'call', name: 'isEmpty' } }] });
  });

  it('answers every issue, or the first', () => {
    const bad = { and: [{ like: [pan, { const: 1 }] }, { eq: [pan] }, { MatchString: [pan, pan] }, { IsBlocked: [pan, { const: '' }] }, { eq: [{ call: ['eval'] }, { const: true }] }] };
    expect(conditionIssues(bad).map((issue) => issue.code)).toEqual(['unknownOperator', 'operandCount', 'patternNotConstant', 'listNotConstant', 'callName']);
    expect(conditionIssues(bad, { firstOnly: true }).map((issue) => issue.code)).toEqual(['unknownOperator']);
  });

  it('bounds depth and checks function arity when asked', () => {
    const deep = { and: [{ and: [{ and: [] }] }] };
    expect(conditionIssues(deep, { maxGroupDepth: 2 }).map((issue) => issue.code)).toEqual(['tooDeep']);
    const call = storedCall('ageBetween', [pan]);
    expect(conditionIssues(call)).toEqual([]);
    expect(conditionIssues(call, { functionArity: (name) => arityOf(FUNCTIONAL_OPERATORS.find((operator) => operator.name === name)) })[0]).toMatchObject({ code: 'arity', min: 3, count: 1 });
  });
});

describe('walks and empty groups', () => {
  it('finds references and input keys, calls included', () => {
    const expression = { or: [{ eq: [{ obj: 'source.s.status' }, { const: 'OK' }] }, storedCall('anyOf', [{ obj: 'input.st.country' }, { const: 'IN' }])] };
    expect(referencesOf(expression)).toEqual(['source.s.status', 'input.st.country']);
    expect(inputKeysOf(expression)).toEqual(['country']);
  });

  it('stores an empty and as true == true and an empty or as false == false', () => {
    expect(emptyGroupType(emptyGroupExpression('and'))).toBe('and');
    expect(emptyGroupType(emptyGroupExpression('or'))).toBe('or');
    expect(emptyGroupType({ and: [] })).toBeNull();
  });
});
