import { describe, expect, it } from 'vitest';
import { FUNCTIONAL_OPERATORS, RELATIONAL_OPERATOR_NAMES } from '../catalogue/operators';
import { MAX_MATCH_INPUT_LENGTH } from './boundedMatch';
import { compileCondition } from './compileCondition';
import { FUNCTIONS } from './functions';
import { RELATIONS } from './relational';
import { scopeOf, START } from './test/scope';

const input = (key: string) => ({ obj: `input.${START}.${key}` });
const c = (value: unknown) => ({ const: value });
const holds = (expression: unknown, scope = scopeOf()) => compileCondition(expression, START).evaluate(scope);
const withInput = (data: Record<string, unknown>) => scopeOf({ input: data });

describe('relational operators', () => {
  it('implements exactly the operators GET /evaluations/operators lists', () => {
    expect([...Object.keys(RELATIONS), 'MatchString', 'IsBlocked'].sort()).toEqual([...RELATIONAL_OPERATOR_NAMES].sort());
    expect(Object.keys(FUNCTIONS).sort()).toEqual(FUNCTIONAL_OPERATORS.map((f) => f.name).sort());
  });

  it.each([
    ['eq', 'ABC', 'ABC', true],
    ['eq', 'ABC', 'abc', false],
    ['eq', 50, 50, true],
    ['eq', '50', 50, true],
    ['eq', true, true, true],
    ['eq', 'true', true, true],
    ['eq', 1, true, false],
    ['eq', ['a', 'b'], ['a', 'b'], true],
    ['not', 'ABC', 'XYZ', true],
    ['not', 7, 7, false],
    ['gt', 10, 5, true],
    ['gt', 5, 5, false],
    ['gt', '10', 5, true],
    ['gt', 'ten', 5, false],
    ['gte', 5, 5, true],
    ['gte', 4, 5, false],
    ['lt', 4, 5, true],
    ['lt', 5, 5, false],
    ['lte', 5, 5, true],
    ['lte', 6, 5, false],
    ['contains', 'Ravi Kumar', 'Kumar', true],
    ['contains', 'Ravi Kumar', 'kumar', false],
    ['contains', ['IN', 'US'], 'US', true],
    ['contains', ['IN', 'US'], 'GB', false],
    ['in', 'IN', ['IN', 'US'], true],
    ['in', 'IN', 'US, IN ,GB', true],
    ['in', 'FR', 'US,IN', false],
    ['in', 3, [1, 2, 3], true],
    ['HasPrefix', 'ABCPE1234F', 'ABC', true],
    ['HasPrefix', 'ABCPE1234F', 'BCP', false],
    ['HasSuffix', 'user@acme.test', '@acme.test', true],
    ['HasSuffix', 'user@acme.test', '.com', false],
    ['MatchString', 'ABCPE1234F', '^[A-Z]{5}[0-9]{4}[A-Z]$', true],
    ['MatchString', 'ABC123', '^[A-Z]{5}[0-9]{4}[A-Z]$', false],
  ])('%s(%j, %j) is %s', (operator, left, right, expected) => {
    expect(holds({ [operator]: [input('x'), c(right)] }, withInput({ x: left }))).toBe(expected);
  });

  it('compares two references', () => {
    const scope = scopeOf({ input: { a: 5 }, outputs: { svc: { score: 7 } } });
    expect(holds({ lt: [input('a'), { obj: 'source.svc.score' }] }, scope)).toBe(true);
    expect(holds({ gt: [input('a'), { obj: 'source.svc.score' }] }, scope)).toBe(false);
  });

  it('IsBlocked looks the value up in the named list', () => {
    const scope = scopeOf({ input: { pan: 'ABCPF1234K', other: 'ZZZZZ0000Z' }, lists: { bl_fraud: ['abcpf1234k'] } });
    expect(holds({ IsBlocked: [input('pan'), c('bl_fraud')] }, scope)).toBe(true);
    expect(holds({ IsBlocked: [input('other'), c('bl_fraud')] }, scope)).toBe(false);
    expect(holds({ IsBlocked: [input('pan'), c('bl_other')] }, scope)).toBe(false);
    expect(compileCondition({ IsBlocked: [input('pan'), c('bl_fraud')] }, START).probes(scope)).toEqual([{ listId: 'bl_fraud', value: 'ABCPF1234K' }]);
  });
});

describe('missing operands', () => {
  it.each([...RELATIONAL_OPERATOR_NAMES])('%s is false when the left operand is missing', (operator) => {
    const right = operator === 'MatchString' ? c('.*') : operator === 'IsBlocked' ? c('bl_x') : c('x');
    expect(holds({ [operator]: [input('absent'), right] }, scopeOf({ lists: { bl_x: [''] } }))).toBe(false);
  });

  it('not is false when either side is missing, and true only when both differ', () => {
    expect(holds({ not: [input('absent'), c('x')] })).toBe(false);
    expect(holds({ not: [input('a'), input('absent')] }, withInput({ a: 1 }))).toBe(false);
    expect(holds({ not: [input('a'), c('x')] }, withInput({ a: null }))).toBe(false);
  });

  it('a reference to a node that did not run, or to a tag that did not run, is missing', () => {
    expect(holds({ eq: [{ obj: 'source.pan__1.status' }, c('OK')] })).toBe(false);
    expect(holds({ eq: [{ obj: 'tag.risky_1.status' }, c('FAILED')] })).toBe(false);
    expect(holds({ eq: [{ obj: 'tag.risky_1.status' }, c('FAILED')] }, scopeOf({ tags: { risky_1: 'FAILED' } }))).toBe(true);
  });

  it('reads nested output values by path, own properties only', () => {
    const scope = scopeOf({ outputs: { ocr: { address: { city: 'Pune' }, names: ['A', 'B'] } } });
    expect(holds({ eq: [{ obj: 'source.ocr.address.city' }, c('Pune')] }, scope)).toBe(true);
    expect(holds({ eq: [{ obj: 'source.ocr.names[1]' }, c('B')] }, scope)).toBe(true);
    expect(holds({ eq: [{ obj: 'source.ocr.toString' }, c('x')] }, scope)).toBe(false);
  });
});

describe('constants', () => {
  it('strips the integer marker of document 2 section 3.6 when compiling', () => {
    expect(holds({ eq: [input('n'), c(50.000001)] }, withInput({ n: 50 }))).toBe(true);
    expect(holds({ eq: [input('n'), c(-3.000001)] }, withInput({ n: -3 }))).toBe(true);
    expect(holds({ gt: [input('n'), c(50.000001)] }, withInput({ n: 50 }))).toBe(false);
    expect(holds({ in: [input('n'), c([1.000001, 2.000001])] }, withInput({ n: 2 }))).toBe(true);
    expect(holds({ eq: [input('n'), c(50.5)] }, withInput({ n: 50.5 }))).toBe(true);
    const explained = compileCondition({ eq: [input('n'), c(700.000001)] }, START).explain(withInput({ n: 700 }));
    expect(explained.comparisons[0]?.right).toEqual({ ref: null, value: 700, missing: false });
  });

  // Constants as the API receives them: JSON text parsed to numbers (document 2 section 3.6).
  const marked = (text: string) => c(JSON.parse(text) as number);

  it.each([
    ['20000000.000001', 20000000],
    ['-20000000.000001', -20000000],
    ['1767225600.000001', 1767225600],
    ['1000000000000000.000001', 1e15],
    ['-999999999999999.000001', -999999999999999],
  ])('decides at the boundary of the marked constant %s for every size', (text, whole) => {
    expect(holds({ eq: [input('n'), marked(text)] }, withInput({ n: whole }))).toBe(true);
    expect(holds({ gte: [input('n'), marked(text)] }, withInput({ n: whole }))).toBe(true);
    expect(holds({ gt: [input('n'), marked(text)] }, withInput({ n: whole }))).toBe(false);
    expect(holds({ lte: [input('n'), marked(text)] }, withInput({ n: whole }))).toBe(true);
    expect(holds({ lt: [input('n'), marked(text)] }, withInput({ n: whole - 1 }))).toBe(true);
    expect(holds({ in: [input('n'), c([JSON.parse(text) as number])] }, withInput({ n: String(whole) }))).toBe(true);
  });

  it('reads numbers that are not marked as themselves', () => {
    expect(holds({ eq: [input('n'), c(20000000.5)] }, withInput({ n: 20000000 }))).toBe(false);
    expect(holds({ gt: [input('n'), c(20000000.5)] }, withInput({ n: 20000001 }))).toBe(true);
    expect(holds({ eq: [input('n'), c(2.5)] }, withInput({ n: 2.5 }))).toBe(true);
    expect(holds({ eq: [input('n'), c(20000000.000002)] }, withInput({ n: 20000000 }))).toBe(false);
  });

  it('compares dates as epoch seconds', () => {
    const day = 86_400;
    const cutoff = Date.UTC(2000, 0, 1) / 1000;
    expect(holds({ lt: [input('dob'), c(cutoff)] }, withInput({ dob: cutoff - day }))).toBe(true);
    expect(holds({ lt: [input('dob'), c(cutoff)] }, withInput({ dob: cutoff + day }))).toBe(false);
  });

  it('evaluates the stored forms of empty groups', () => {
    expect(holds({ eq: [c(true), c(true)] })).toBe(true);
    expect(holds({ and: [] })).toBe(true);
    expect(holds({ or: [] })).toBe(false);
  });
});

describe('groups and the trace', () => {
  const expression = {
    or: [
      { and: [{ eq: [input('country'), c('IN')] }, { gte: [{ obj: 'source.pan__1.nameMatchScore' }, c(80.000001)] }] },
      { eq: [{ obj: 'tag.risk_1.status' }, c('OK')] },
    ],
  };

  it('records every comparison with its operands and result', () => {
    const scope = scopeOf({ input: { country: 'IN' }, outputs: { pan__1: { nameMatchScore: 72 } } });
    const { result, comparisons } = compileCondition(expression, START).explain(scope);
    expect(result).toBe(false);
    expect(comparisons).toEqual([
      { path: '$.or[0].and[0]', operator: 'eq', left: { ref: `input.${START}.country`, value: 'IN', missing: false }, right: { ref: null, value: 'IN', missing: false }, result: true },
      { path: '$.or[0].and[1]', operator: 'gte', left: { ref: 'source.pan__1.nameMatchScore', value: 72, missing: false }, right: { ref: null, value: 80, missing: false }, result: false },
      { path: '$.or[1]', operator: 'eq', left: { ref: 'tag.risk_1.status', value: null, missing: true }, right: { ref: null, value: 'OK', missing: false }, result: false },
    ]);
  });

  it('gives the same result with and without the trace', () => {
    const scope = scopeOf({ input: { country: 'IN' }, outputs: { pan__1: { nameMatchScore: 90 } } });
    const compiled = compileCondition(expression, START);
    expect(compiled.evaluate(scope)).toBe(true);
    expect(compiled.explain(scope).result).toBe(true);
  });
});

describe('custom functions', () => {
  const call = (name: string, ...args: unknown[]) => ({ eq: [{ call: [`functions.${name}`, ...args] }, c(true)] });
  const now = Date.UTC(2026, 10, 24) / 1000;
  const dob = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 1000;

  it('nameSimilarityAbove compares normalised names against the threshold', () => {
    const scope = scopeOf({ input: { name: 'Ravi Kumar Sharma' }, outputs: { pan__1: { name: 'SHARMA RAVI KUMAR' } } });
    expect(holds(call('nameSimilarityAbove', input('name'), { obj: 'source.pan__1.name' }, c(90.000001)), scope)).toBe(true);
    expect(holds(call('nameSimilarityAbove', input('name'), c('Priya Nair'), c(80)), scope)).toBe(false);
    expect(holds(call('nameSimilarityAbove', input('absent'), c('Priya Nair'), c(0)), scope)).toBe(false);
  });

  it('ageBetween counts whole years on the evaluation date', () => {
    const scope = (birth: number) => scopeOf({ input: { dob: birth }, now });
    expect(holds(call('ageBetween', input('dob'), c(18.000001), c(60.000001)), scope(dob(2008, 11, 24)))).toBe(true);
    expect(holds(call('ageBetween', input('dob'), c(18), c(60)), scope(dob(2008, 11, 25)))).toBe(false);
    expect(holds(call('ageBetween', input('dob'), c(18), c(60)), scope(dob(1966, 11, 24)))).toBe(true);
    expect(holds(call('ageBetween', input('dob'), c(18), c(60)), scope(dob(1965, 11, 24)))).toBe(false);
    expect(holds(call('ageBetween', input('absent'), c(0), c(200)), scopeOf({ now }))).toBe(false);
  });

  it('isEmpty is true for missing, null, blank text and empty lists', () => {
    const scope = withInput({ blank: '  ', nothing: null, none: [], some: 'x' });
    for (const key of ['absent', 'blank', 'nothing', 'none']) expect(holds(call('isEmpty', input(key)), scope), key).toBe(true);
    expect(holds(call('isEmpty', input('some')), scope)).toBe(false);
  });

  it('anyOf is variadic and matches any candidate', () => {
    const scope = withInput({ state: 'Goa' });
    expect(holds(call('anyOf', input('state'), c('Kerala'), c('Goa'), c('Assam')), scope)).toBe(true);
    expect(holds(call('anyOf', input('state'), c('Kerala')), scope)).toBe(false);
    expect(holds(call('anyOf', input('absent'), c('Kerala')), scope)).toBe(false);
  });

  it('allPresent needs every value present and not empty', () => {
    const scope = withInput({ a: 'x', b: 0, c: '' });
    expect(holds(call('allPresent', input('a'), input('b')), scope)).toBe(true);
    expect(holds(call('allPresent', input('a'), input('c')), scope)).toBe(false);
    expect(holds(call('allPresent', input('a'), input('absent')), scope)).toBe(false);
  });

  it('daysSinceAtLeast counts whole days to the evaluation date', () => {
    const scope = withInput({ since: now - 30 * 86_400 - 5 });
    expect(holds(call('daysSinceAtLeast', input('since'), c(30.000001)), { ...scope, now })).toBe(true);
    expect(holds(call('daysSinceAtLeast', input('since'), c(31)), { ...scope, now })).toBe(false);
  });

  it('shows the call, its arguments and its result in the trace', () => {
    const { comparisons } = compileCondition(call('isEmpty', input('absent')), START).explain(scopeOf());
    expect(comparisons[0]?.left).toEqual({ ref: null, value: true, missing: false, call: 'functions.isEmpty', arguments: [{ ref: `input.${START}.absent`, value: null, missing: true }] });
  });
});

describe('refusals at compile time', () => {
  const refused = (expression: unknown, message: RegExp) => expect(() => compileCondition(expression, START)).toThrow(message);

  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s anywhere in a reference', (segment) => {
    refused({ eq: [{ obj: `input.${START}.${segment}` }, c(1)] }, new RegExp(segment));
    refused({ eq: [{ obj: `source.${segment}.status` }, c(1)] }, new RegExp(segment));
    refused({ eq: [{ obj: `source.svc.a.${segment}.b` }, c(1)] }, new RegExp(segment));
  });

  it('refuses a prototype key as an operator or operand', () => {
    refused(JSON.parse('{"__proto__": [{"const": 1}, {"const": 1}]}'), /not a known operator/);
    refused({ eq: [JSON.parse('{"__proto__": "x"}'), c(1)] }, /must be \{obj\}/);
  });

  it('refuses references that are not kind.id.type, or that name another start node', () => {
    refused({ eq: [{ obj: 'input.pan' }, c(1)] }, /kind\.id\.type/);
    refused({ eq: [{ obj: 'global.process.env' }, c(1)] }, /kind\.id\.type/);
    refused({ eq: [{ obj: 'input.other_start.pan' }, c(1)] }, /start node is "start_1"/);
    refused({ eq: [{ obj: 'tag.risk_1.color' }, c(1)] }, /status/);
  });

  it('refuses unknown operators, unregistered functions and wrong argument counts', () => {
    refused({ like: [input('a'), c('x')] }, /not a known operator/);
    refused({ eq: [{ call: ['functions.eval', c('1')] }, c(true)] }, /not a registered function/);
    refused({ eq: [{ call: ['functions.constructor'] }, c(true)] }, /not a registered function/);
    refused({ eq: [{ call: ['isEmpty', input('a')] }, c(true)] }, /not a registered function/);
    refused({ eq: [{ call: ['functions.ageBetween', input('a')] }, c(true)] }, /takes 3 argument/);
    refused({ eq: [{ call: ['functions.anyOf', input('a')] }, c(true)] }, /takes at least 2/);
    refused({ eq: [{ call: ['functions.isEmpty', { call: ['functions.isEmpty', input('a')] }] }, c(true)] }, /function arguments are references or constants/);
  });

  it('refuses malformed expressions', () => {
    refused({ eq: [input('a')] }, /two operands/);
    refused({ eq: [input('a'), c('x')], and: [] }, /exactly one key/);
    refused({ and: 'x' }, /must hold a list/);
    refused({ eq: [input('a'), c({ nested: true })] }, /value or a list of values/);
    refused('eq', /object with one key/);
    let deep: unknown = { eq: [input('a'), c(1)] };
    for (let i = 0; i < 20; i++) deep = { and: [deep] };
    refused(deep, /nests more than/);
  });

  it('refuses an evil MatchString pattern like (a+)+$ at compile time', () => {
    refused({ MatchString: [input('a'), c('(a+)+$')] }, /nested quantifiers/);
    refused({ MatchString: [input('a'), c('(a|aa)*$')] }, /alternatives start alike/);
    refused({ MatchString: [input('a'), input('b')] }, /constant text/);
  });

  it('bounds a match at run time: texts over the limit never match, and a safe pattern stays fast on long input', () => {
    const compiled = compileCondition({ MatchString: [input('a'), c('^a+$')] }, START);
    expect(compiled.evaluate(withInput({ a: 'a'.repeat(MAX_MATCH_INPUT_LENGTH) }))).toBe(true);
    expect(compiled.evaluate(withInput({ a: 'a'.repeat(MAX_MATCH_INPUT_LENGTH + 1) }))).toBe(false);
    const started = performance.now();
    const safe = compileCondition({ MatchString: [input('a'), c('^[a-z]+@[a-z]+\\.test$')] }, START);
    expect(safe.evaluate(withInput({ a: `${'a'.repeat(MAX_MATCH_INPUT_LENGTH - 1)}!` }))).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('never throws while evaluating odd values', () => {
    const compiled = compileCondition(
      { or: [{ gt: [input('a'), c(1)] }, { contains: [input('a'), c('x')] }, { HasPrefix: [input('a'), c('x')] }, { in: [input('a'), c('x')] }, { MatchString: [input('a'), c('x')] }] },
      START,
    );
    for (const value of [{ nested: { deep: 1 } }, [1, [2]], Number.NaN, Infinity, true, '', 0]) {
      expect(() => compiled.explain(withInput({ a: value }))).not.toThrow();
    }
  });
});
