import { describe, expect, it } from 'vitest';
import {
  addArgument,
  argumentType,
  attributesFor,
  canDeleteArgument,
  chooseOperator,
  emptyConditionRow,
  isArgumentLocked,
  isVariadicOperator,
  operatorLabel,
  operatorsFor,
  removeArgument,
  setAttribute,
  setComparisonKind,
  setEntity,
  setKind,
  updateArgument,
  valueEditorFor,
  type ConditionCatalog,
  type ConditionOperator,
  type ConditionRowValue,
} from './conditionRow';

const catalog: ConditionCatalog = {
  input: [
    { key: 'email', label: 'Email', dataType: 'STRING' },
    { key: 'amount', label: 'Amount', dataType: 'NUMBER' },
  ],
  source: [{ id: 'pan', label: 'PAN Verification', attributes: [{ key: 'status', label: 'Status', dataType: 'STRING', allowedValues: ['OK', 'FAILED'] }] }],
  tag: [{ id: 'risky', label: 'Risky', attributes: [{ key: 'status', label: 'Status', dataType: 'STRING' }] }],
};

const operators: ConditionOperator[] = [
  { name: 'eq', label: 'Equals', symbol: '==', type: 'relational', supportedDataTypes: ['STRING', 'NUMBER'] },
  { name: 'gt', label: 'Greater than', symbol: '>', type: 'relational', supportedDataTypes: ['NUMBER'] },
  { name: 'contains', label: 'Contains', type: 'relational', supportedDataTypes: ['STRING'] },
  { name: 'HasPrefix', label: 'Has Prefix', type: 'functional', supportedDataTypes: ['STRING'], arguments: [{ type: 'STRING' }, { type: 'STRING', variadic: true }] },
  { name: 'MatchString', label: 'Matches Pattern', type: 'functional', supportedDataTypes: ['STRING'], arguments: [{ type: 'STRING' }, { type: 'STRING' }] },
  { name: 'IsBlocked', label: 'Is in Allow List or Block List', type: 'functional', supportedDataTypes: ['STRING'], arguments: [{ type: 'STRING' }, { type: 'STRING' }] },
];
const hasPrefix = operators[3];
const matchString = operators[4];

const emailRow: ConditionRowValue = { ...emptyConditionRow(), kind: 'input', type: 'email' };

describe('delete icon rules (document 2, section 4.4)', () => {
  it('offers an argument delete only for variadic operators with more than 2 arguments', () => {
    expect(canDeleteArgument(hasPrefix, 2, 1)).toBe(false);
    expect(canDeleteArgument(hasPrefix, 3, 1)).toBe(true);
    expect(canDeleteArgument(hasPrefix, 3, 2)).toBe(true);
    expect(canDeleteArgument(matchString, 3, 2)).toBe(false);
    expect(canDeleteArgument(undefined, 5, 2)).toBe(false);
  });

  it('never offers it for the first argument', () => {
    expect(canDeleteArgument(hasPrefix, 4, 0)).toBe(false);
    expect(isArgumentLocked(0)).toBe(true);
    expect(isArgumentLocked(1)).toBe(false);
  });
});

describe('operators', () => {
  it('filters the list to those supporting the attribute type, none without a type', () => {
    expect(operatorsFor(operators, 'NUMBER').map((op) => op.name)).toEqual(['eq', 'gt']);
    expect(operatorsFor(operators, 'STRING').map((op) => op.name)).toEqual(['eq', 'contains', 'HasPrefix', 'MatchString', 'IsBlocked']);
    expect(operatorsFor(operators, undefined)).toEqual([]);
  });

  it('treats an operator as variadic when its last argument is', () => {
    expect(isVariadicOperator(hasPrefix)).toBe(true);
    expect(isVariadicOperator(matchString)).toBe(false);
    expect(isVariadicOperator(operators[0])).toBe(false);
  });

  it('repeats the last argument type past the end', () => {
    expect(argumentType(hasPrefix, 0)).toBe('STRING');
    expect(argumentType(hasPrefix, 5)).toBe('STRING');
    expect(argumentType(operators[0], 0)).toBeUndefined();
  });

  it('labels the trigger with the relational or function operator', () => {
    expect(operatorLabel(emailRow, operators)).toBe('Equals');
    expect(operatorLabel(chooseOperator(emailRow, { section: 'function', id: 'HasPrefix' }, operators), operators)).toBe('Has Prefix');
    expect(operatorLabel(chooseOperator(emailRow, { section: 'list', id: 'bl_1' }, operators, 'IsBlocked'), operators)).toBe('Is in Allow List or Block List');
  });
});

describe('row edits', () => {
  it('changing kind clears the row and resets the operator to eq', () => {
    const row = { ...emailRow, operator: 'contains', value: 'x' };
    expect(setKind(row, 'source')).toEqual({ ...emptyConditionRow(), kind: 'source', operator: 'eq' });
    expect(setKind(row, 'input')).toBe(row);
  });

  it('changing the service clears the attribute', () => {
    const row = { ...emptyConditionRow(), kind: 'source' as const, id: 'pan', type: 'status', value: 'OK' };
    expect(setEntity(row, 'other')).toMatchObject({ kind: 'source', id: 'other', type: null, value: '' });
  });

  it('keeps a still-supported operator on a new attribute and falls back to eq otherwise', () => {
    const amount = { ...emptyConditionRow(), kind: 'input' as const, type: 'amount', operator: 'gt', value: '5' };
    expect(setAttribute({ ...amount, type: 'email', operator: 'eq' }, 'amount', catalog, operators)).toMatchObject({ operator: 'eq', value: '' });
    expect(setAttribute(amount, 'email', catalog, operators)).toMatchObject({ type: 'email', operator: 'eq', value: '' });
    const prefixed = chooseOperator(emailRow, { section: 'function', id: 'HasPrefix' }, operators);
    const moved = setAttribute({ ...prefixed, type: 'amount' }, 'email', catalog, operators);
    expect(moved.isFunctionOperator).toBe(true);
    expect(moved.functionItems[0]).toEqual({ kind: 'input', id: null, type: 'email', value: '' });
  });

  it('lists attributes per kind', () => {
    expect(attributesFor(catalog, 'input', null)).toHaveLength(2);
    expect(attributesFor(catalog, 'source', 'pan').map((a) => a.key)).toEqual(['status']);
    expect(attributesFor(catalog, 'tag', 'missing')).toEqual([]);
    expect(attributesFor(catalog, 'static', null)).toEqual([]);
  });

  it('switches between a static value and a dynamic attribute', () => {
    const dynamic = setComparisonKind({ ...emailRow, value: 'x' }, 'source');
    expect(dynamic).toMatchObject({ isDynamic: true, value: '', dynamicItem: { kind: 'source', id: null, type: null } });
    expect(setComparisonKind(dynamic, 'static')).toMatchObject({ isDynamic: false, dynamicItem: { kind: null, id: null, type: null } });
  });
});

describe('function operators', () => {
  it('puts the row attribute first and one empty argument per further declared argument', () => {
    const row = chooseOperator(emailRow, { section: 'function', id: 'MatchString' }, operators);
    expect(row).toMatchObject({ isFunctionOperator: true, functionOperator: 'MatchString', operator: 'eq' });
    expect(row.functionItems).toEqual([
      { kind: 'input', id: null, type: 'email', value: '' },
      { kind: null, id: null, type: null, value: '' },
    ]);
  });

  it('a list choice uses the list operator with the list as a static second argument', () => {
    const row = chooseOperator(emailRow, { section: 'list', id: 'bl_fraud' }, operators, 'IsBlocked');
    expect(row.functionOperator).toBe('IsBlocked');
    expect(row.functionItems[1]).toEqual({ kind: 'static', id: null, type: null, value: 'bl_fraud' });
  });

  it('a relational choice drops the function', () => {
    const fn = chooseOperator(emailRow, { section: 'function', id: 'HasPrefix' }, operators);
    expect(chooseOperator(fn, { section: 'operator', id: 'contains' }, operators)).toMatchObject({
      operator: 'contains',
      isFunctionOperator: false,
      functionOperator: null,
      functionItems: [],
    });
  });

  it('adds, updates and removes arguments but never touches the first', () => {
    let row = chooseOperator(emailRow, { section: 'function', id: 'HasPrefix' }, operators);
    row = addArgument(row);
    expect(row.functionItems).toHaveLength(3);
    row = updateArgument(row, 2, { kind: 'static', id: null, type: null, value: '+91' });
    expect(row.functionItems[2]?.value).toBe('+91');
    expect(updateArgument(row, 0, { kind: 'static', id: null, type: null, value: 'x' })).toBe(row);
    expect(removeArgument(row, 0)).toBe(row);
    expect(removeArgument(row, 1).functionItems.map((item) => item.value)).toEqual(['', '+91']);
  });
});

describe('value editor', () => {
  it('chooses the editor by allowed values, then type', () => {
    expect(valueEditorFor('STRING', ['OK'])).toBe('select');
    expect(valueEditorFor('BOOLEAN')).toBe('boolean');
    expect(valueEditorFor('NUMBER')).toBe('number');
    expect(valueEditorFor('STRING')).toBe('text');
    expect(valueEditorFor('INTERFACE', [])).toBe('text');
    expect(valueEditorFor(undefined)).toBe('text');
  });
});
