import { describe, expect, it } from 'vitest';
import { corpusContext as context } from './__tests__/corpus';
import { all, any, call, compare, compareRaw, compareWith, fixed, inList, input, source, tag } from './__tests__/rows';
import { dependencyIds } from './dependencyIds';
import { fromExpression } from './fromExpression';
import { ConditionCodecError } from './references';
import { rowProblem, toExpression } from './toExpression';

const START = context.startId;
const PAN = 'pan-verification__a1f3';
const MOBILE = 'mobile-risk__b7c2';
const HIGH_RISK = 'high_risk_9k2m';
const at = (key: string) => ({ obj: `input.${START}.${key}` });

describe('toExpression', () => {
  it('keys a comparison by its operator, with the reference then the constant', () => {
    expect(toExpression(all(compare(input('pan'), 'HasPrefix', 'ABC')), context)).toEqual({ and: [{ HasPrefix: [at('pan'), { const: 'ABC' }] }] });
  });

  it('reads services as source.<node id>.<key> and tags through their status', () => {
    expect(toExpression(any(compare(source(PAN, 'status'), 'eq', 'OK'), compare(tag(HIGH_RISK), 'not', 'OK')), context)).toEqual({
      or: [{ eq: [{ obj: `source.${PAN}.status` }, { const: 'OK' }] }, { not: [{ obj: `tag.${HIGH_RISK}.status` }, { const: 'OK' }] }],
    });
  });

  it('compares two references in a dynamic comparison', () => {
    expect(toExpression(all(compareWith(source(PAN, 'nameOnCard'), 'eq', input('fullName'))), context)).toEqual({ and: [{ eq: [{ obj: `source.${PAN}.nameOnCard` }, at('fullName')] }] });
  });

  it('stores a custom function as the equality of its call with true', () => {
    expect(toExpression(all(call(input('fullName'), 'nameSimilarityAbove', source(PAN, 'nameOnCard'), fixed('80'))), context)).toEqual({
      and: [{ eq: [{ call: ['functions.nameSimilarityAbove', at('fullName'), { obj: `source.${PAN}.nameOnCard` }, { const: 80.000001 }] }, { const: true }] }],
    });
  });

  it('stores the list check as IsBlocked with the list id constant', () => {
    expect(toExpression(all(inList(input('phoneNumber'), 'bl_fraud_phones')), context)).toEqual({ and: [{ IsBlocked: [at('phoneNumber'), { const: 'bl_fraud_phones' }] }] });
  });

  it('stores empty groups as constant equalities: true/true for and, false/false for or', () => {
    expect(toExpression(all(), context)).toEqual({ eq: [{ const: true }, { const: true }] });
    expect(toExpression(any(), context)).toEqual({ eq: [{ const: false }, { const: false }] });
    expect(toExpression(all(compare(input('country'), 'eq', 'IN'), any()), context)).toEqual({
      and: [{ eq: [at('country'), { const: 'IN' }] }, { eq: [{ const: false }, { const: false }] }],
    });
  });

  it('adds the integer marker to integer NUMBER constants, not to decimals', () => {
    const stored = (value: string) => toExpression(all(compare(input('loanAmount'), 'gt', value)), context);
    expect(stored('50')).toEqual({ and: [{ gt: [at('loanAmount'), { const: 50.000001 }] }] });
    expect(stored('-3')).toEqual({ and: [{ gt: [at('loanAmount'), { const: -3.000001 }] }] });
    expect(stored('50.25')).toEqual({ and: [{ gt: [at('loanAmount'), { const: 50.25 }] }] });
  });

  it('converts function arguments by the parameter type of the operator', () => {
    expect(toExpression(all(call(input('dateOfBirth'), 'ageBetween', fixed('18'), fixed('60'))), context)).toEqual({
      and: [{ eq: [{ call: ['functions.ageBetween', at('dateOfBirth'), { const: 18.000001 }, { const: 60.000001 }] }, { const: true }] }],
    });
    expect(toExpression(all(call(input('country'), 'anyOf', fixed('IN'), fixed('50'))), context)).toEqual({
      and: [{ eq: [{ call: ['functions.anyOf', at('country'), { const: 'IN' }, { const: '50' }] }, { const: true }] }],
    });
  });

  it('stores dates as epoch seconds without the marker', () => {
    expect(toExpression(all(compare(input('dateOfBirth'), 'lt', '946684800')), context)).toEqual({ and: [{ lt: [at('dateOfBirth'), { const: 946684800 }] }] });
  });

  it('stores BOOLEAN values as booleans', () => {
    expect(toExpression(all(compare(source(MOBILE, 'isPorted'), 'eq', 'false')), context)).toEqual({ and: [{ eq: [{ obj: `source.${MOBILE}.isPorted` }, { const: false }] }] });
  });

  it('keeps STRING entries comma-joined and trims a leading comma', () => {
    expect(toExpression(all(compare(input('country'), 'in', ',IN,US')), context)).toEqual({ and: [{ in: [at('country'), { const: 'IN,US' }] }] });
  });

  it('stores the raw input of JSON and LIST attributes as parsed JSON', () => {
    expect(toExpression(all(compareRaw(input('metadata'), 'eq', '["web", 2]')), context)).toEqual({ and: [{ eq: [at('metadata'), { const: ['web', 2] }] }] });
    expect(() => toExpression(all(compareRaw(input('metadata'), 'eq', '{"a":1}')), context)).toThrow('The raw input must be a value or a list of values.');
    expect(() => toExpression(all(compareRaw(input('metadata'), 'eq', '[web')), context)).toThrow('The raw input is not valid JSON.');
  });

  it('refuses a row without a value (a NUMBER of 0 or empty counts as empty)', () => {
    expect(() => toExpression(all(compare(input('loanAmount'), 'gt', '0')), context)).toThrow(new ConditionCodecError('The condition needs a value.'));
    expect(() => toExpression(all(compare(input('fullName'), 'eq', ' ')), context)).toThrow('The condition needs a value.');
    expect(() => toExpression(all(inList(input('phoneNumber'), '')), context)).toThrow('Choose an allow list or a block list.');
    expect(() => toExpression(all(call(input('country'), 'anyOf', fixed(''))), context)).toThrow('Argument 2 of anyOf needs a value.');
  });

  it('refuses a row without a step or an attribute', () => {
    expect(() => toExpression(all(compare({ kind: 'source', id: null, type: 'status' }, 'eq', 'OK')), context)).toThrow('A service condition needs a step.');
    expect(() => toExpression(all(compare({ kind: null, id: null, type: null }, 'eq', 'OK')), context)).toThrow(ConditionCodecError);
  });
});

describe('contract bounds and row completeness', () => {
  it('refuses groups nested more than 5 deep', () => {
    const row = compare(input('country'), 'eq', 'IN');
    const nest = (depth: number): ReturnType<typeof all> => (depth === 1 ? all(row) : all(row, nest(depth - 1)));
    expect(toExpression(nest(5), context)).toBeTruthy();
    expect(() => toExpression(nest(6), context)).toThrow('Groups nest at most 5 deep.');
  });

  it('refuses a group of more than 30 items', () => {
    const rows = Array.from({ length: 31 }, () => compare(input('country'), 'eq', 'IN'));
    expect(() => toExpression(all(...rows), context)).toThrow('A group holds at most 30 items.');
  });

  it('says why a row cannot be saved yet', () => {
    expect(rowProblem(compare(input('loanAmount'), 'gt', ''), context)).toBe('The condition needs a value.');
    expect(rowProblem(compare(input('loanAmount'), 'gt', '10'), context)).toBeNull();
    expect(rowProblem(compare(input('loanAmount'), '', '10'), context)).toBe('The condition needs an operator.');
  });
});

describe('fromExpression', () => {
  it('strips the integer marker on load', () => {
    expect(fromExpression({ and: [{ gte: [at('loanAmount'), { const: 50000.000001 }] }] }, context)).toEqual(all(compare(input('loanAmount'), 'gte', '50000')));
    expect(fromExpression({ and: [{ gte: [at('income'), { const: -3.000001 }] }] }, context)).toEqual(all(compare(input('income'), 'gte', '-3')));
  });

  it('loads a function call as a function row whose first argument is the attribute', () => {
    expect(fromExpression({ or: [{ eq: [{ call: ['functions.daysSinceAtLeast', at('accountOpenedAt'), { const: 30.000001 }] }, { const: true }] }] }, context)).toEqual(
      any(call(input('accountOpenedAt'), 'daysSinceAtLeast', fixed('30'))),
    );
  });

  it('loads IsBlocked as the list operator with the list as its second argument', () => {
    expect(fromExpression({ and: [{ IsBlocked: [at('email'), { const: 'al_vip_customers' }] }] }, context)).toEqual(all(inList(input('email'), 'al_vip_customers')));
  });

  it('loads the constant equalities as empty groups', () => {
    expect(fromExpression({ eq: [{ const: true }, { const: true }] }, context)).toEqual(all());
    expect(fromExpression({ eq: [{ const: false }, { const: false }] }, context)).toEqual(any());
  });

  it('loads a lone comparison (a branch status condition) as an and group holding it', () => {
    expect(fromExpression({ eq: [{ obj: `tag.${HIGH_RISK}.status` }, { const: 'OK' }] }, context)).toEqual(all(compare(tag(HIGH_RISK), 'eq', 'OK')));
  });

  it('loads list constants and JSON or LIST attributes as raw input', () => {
    expect(fromExpression({ and: [{ contains: [at('documents'), { const: 'passport' }] }] }, context)).toEqual(all(compareRaw(input('documents'), 'contains', '"passport"')));
    expect(fromExpression({ and: [{ in: [at('country'), { const: ['IN', 'US'] }] }] }, context)).toEqual(all(compareRaw(input('country'), 'in', '["IN","US"]')));
  });

  it('refuses shapes the builder does not make, saying where', () => {
    expect(() => fromExpression({ eq: [{ call: ['functions.isEmpty', at('email')] }, { const: false }] }, context)).toThrow('The call at $ must be compared with true.');
    expect(() => fromExpression({ and: [{ eq: [{ obj: 'input.other_start.pan' }, { const: 'x' }] }] }, context)).toThrow('"input.other_start.pan" names "other_start", but the start step is "start_ghdvng".');
    expect(() => fromExpression({ and: [{ gt: [{ obj: `tag.${HIGH_RISK}.score` }, { const: 1 }] }] }, context)).toThrow(`"tag.${HIGH_RISK}.score" must read the tag's status.`);
    expect(() => fromExpression({ and: [{ eq: [at('pan')] }] }, context)).toThrow('The eq comparison at $.0 must hold two operands.');
    expect(() => fromExpression({ and: [], or: [] }, context)).toThrow('The expression at $ must have exactly one key.');
    expect(() => fromExpression({ and: [{ eq: [at('pan'), { const: { a: 1 } }] }] }, context)).toThrow('The operand at $.0.eq[1] must be {obj}, {const} or {call}.');
  });
});

describe('dependencyIds', () => {
  it('lists the services and tags referenced, in calls too, once each; not inputs or list ids', () => {
    const expression = toExpression(
      all(
        compare(source(MOBILE, 'riskScore'), 'gt', '70'),
        any(call(input('fullName'), 'nameSimilarityAbove', source(PAN, 'nameOnCard'), fixed('80')), compare(tag(HIGH_RISK), 'eq', 'OK')),
        inList(input('phoneNumber'), 'bl_fraud_phones'),
        compare(source(MOBILE, 'status'), 'eq', 'OK'),
      ),
      context,
    );
    expect(dependencyIds(expression)).toEqual([MOBILE, PAN, HIGH_RISK]);
  });

  it('is empty for no condition and for a condition on inputs only', () => {
    expect(dependencyIds(null)).toEqual([]);
    expect(dependencyIds(toExpression(all(compare(input('country'), 'eq', 'IN'), any()), context))).toEqual([]);
  });
});
