import { describe, expect, it } from 'vitest';
import { INPUT_ATTRIBUTE_CATEGORIES, INPUT_ATTRIBUTES, inputParameters } from './inputAttributes';
import { FUNCTIONAL_OPERATORS, OPERATORS, operatorsFor, RELATIONAL_OPERATORS } from './operators';
import { GEOGRAPHIES, INDUSTRIES, USE_CASES } from '~/contract/reference';
import { findPlan, PLANS, planCategories } from '~/contract/reference';
import type { DataType, Format } from './types';

describe('operators', () => {
  it('lists the twelve relational operators with the allow/block list operator at index 10', () => {
    expect(RELATIONAL_OPERATORS.map((op) => op.name).sort()).toEqual(
      ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'HasPrefix', 'HasSuffix', 'MatchString', 'IsBlocked'].sort(),
    );
    expect(OPERATORS[10]).toMatchObject({ name: 'IsBlocked', label: 'Is in Allow List or Block List' });
    expect(OPERATORS.slice(0, 12).every((op) => op.type === 'relational')).toBe(true);
  });

  it('lists the custom functions of decision-engine.md, variadic only in their last argument', () => {
    expect(FUNCTIONAL_OPERATORS.map((op) => op.name)).toEqual(['nameSimilarityAbove', 'ageBetween', 'isEmpty', 'anyOf', 'allPresent', 'daysSinceAtLeast']);
    for (const op of FUNCTIONAL_OPERATORS) {
      expect(op.type).toBe('functional');
      expect(op.arguments.length).toBeGreaterThan(0);
      expect(op.arguments.slice(0, -1).every((a) => !a.variadic), op.name).toBe(true);
    }
    expect(FUNCTIONAL_OPERATORS.filter((op) => op.arguments.at(-1)?.variadic).map((op) => op.name)).toEqual(['anyOf', 'allPresent']);
  });

  it('gives every operator a label, symbol, description and data types, with unique names', () => {
    expect(new Set(OPERATORS.map((op) => op.name)).size).toBe(OPERATORS.length);
    for (const op of OPERATORS) {
      expect(op.label && op.symbol && op.description, op.name).toBeTruthy();
      expect(op.supportedDataTypes.length).toBeGreaterThan(0);
    }
  });

  it('offers per type only operators that support it', () => {
    const types: DataType[] = ['STRING', 'NUMBER', 'BOOLEAN', 'INTERFACE'];
    const formats: Format[] = ['TEXT', 'DATE', 'MOBILE', 'EMAIL', 'IP ADDRESS', 'JSON'];
    for (const type of types) {
      for (const format of formats) {
        if (format === 'DATE' && type !== 'NUMBER') continue;
        for (const name of operatorsFor(type, format)) expect(OPERATORS.find((op) => op.name === name)?.supportedDataTypes, `${type}/${format} ${name}`).toContain(type);
      }
    }
    expect(operatorsFor('NUMBER')).toContain('gte');
    expect(operatorsFor('STRING')).toContain('MatchString');
    expect(operatorsFor('BOOLEAN')).toEqual(['eq', 'not']);
  });
});

describe('input attributes', () => {
  it('have unique keys and cover every category', () => {
    expect(new Set(INPUT_ATTRIBUTES.map((a) => a.key)).size).toBe(INPUT_ATTRIBUTES.length);
    for (const category of INPUT_ATTRIBUTE_CATEGORIES) expect(INPUT_ATTRIBUTES.some((a) => a.category === category), category).toBe(true);
    expect(INPUT_ATTRIBUTE_CATEGORIES).toHaveLength(10);
  });

  it('are answered in category order with their operators, and filter by category', () => {
    const all = inputParameters();
    expect(all).toHaveLength(INPUT_ATTRIBUTES.length);
    const order = all.map((a) => INPUT_ATTRIBUTE_CATEGORIES.indexOf(a.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(all.find((a) => a.key === 'dob')?.operators.map((o) => o.key)).toContain('gte');
    expect(inputParameters('bank').every((a) => a.category === 'bank')).toBe(true);
  });
});

describe('option lists and plans', () => {
  it('match product-decisions.md', () => {
    expect(USE_CASES.map((u) => u.value)).toEqual(['onboarding', 'login', 'payments', 'payouts', 'profile_updates', 'lending']);
    expect(USE_CASES.filter((u) => u.comingSoon).map((u) => u.value)).toEqual(['lending']);
    expect(GEOGRAPHIES.filter((g) => g.comingSoon).map((g) => g.value)).toEqual(['uk', 'ph']);
    expect(INDUSTRIES).toHaveLength(8);
  });

  it('offer free, growth and enterprise in every geography, each including more services', () => {
    for (const geography of GEOGRAPHIES.map((g) => g.value)) {
      expect(PLANS.filter((p) => p.geography === geography).map((p) => p.id)).toEqual(['free', 'growth', 'enterprise']);
    }
    expect(findPlan('growth', 'in')?.currency).toBe('INR');
    expect(planCategories('free').every((c) => planCategories('growth').includes(c))).toBe(true);
    expect(planCategories('growth').every((c) => planCategories('enterprise').includes(c))).toBe(true);
  });
});
