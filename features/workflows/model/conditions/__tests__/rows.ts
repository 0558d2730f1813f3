import type { ConditionFunctionItem, ConditionGroup, ConditionItem, ConditionReference } from '../types';
import { withPathIds } from '../groups';

/** Builders of complete rows for the codec's example tests (ids follow positions). */
const none: ConditionReference = { kind: null, id: null, type: null };
export const input = (type: string): ConditionReference => ({ kind: 'input', id: null, type });
export const source = (id: string, type: string): ConditionReference => ({ kind: 'source', id, type });
export const tag = (id: string): ConditionReference => ({ kind: 'tag', id, type: 'status' });
export const fixed = (value: string): ConditionFunctionItem => ({ kind: 'static', id: null, type: null, value });
const own = (ref: ConditionReference): ConditionFunctionItem => ({ ...ref, value: '' });

const base = (ref: ConditionReference): ConditionItem => ({
  ...ref,
  operator: 'eq',
  value: '',
  isDynamic: false,
  dynamicItem: none,
  isFunctionOperator: false,
  functionOperator: null,
  functionItems: [],
});

export const compare = (ref: ConditionReference, operator: string, value: string): ConditionItem => ({ ...base(ref), operator, value });
export const compareRaw = (ref: ConditionReference, operator: string, rawInput: string): ConditionItem => ({ ...base(ref), operator, rawInput });
export const compareWith = (ref: ConditionReference, operator: string, other: ConditionReference): ConditionItem => ({ ...base(ref), operator, isDynamic: true, dynamicItem: other });
export const call = (ref: ConditionReference, name: string, ...args: (ConditionFunctionItem | ConditionReference)[]): ConditionItem => ({
  ...base(ref),
  isFunctionOperator: true,
  functionOperator: name,
  functionItems: [own(ref), ...args.map((arg) => ('value' in arg ? arg : own(arg)))],
});
export const inList = (ref: ConditionReference, listId: string): ConditionItem => call(ref, 'IsBlocked', fixed(listId));

type Entry = ConditionItem | ConditionGroup;
const isGroup = (entry: Entry): entry is ConditionGroup => 'items' in entry;
const group = (type: 'and' | 'or', entries: Entry[]): ConditionGroup =>
  withPathIds({ id: '$', type, items: entries.map((entry) => (isGroup(entry) ? entry : { id: '', row: entry })) });
export const all = (...entries: Entry[]) => group('and', entries);
export const any = (...entries: Entry[]) => group('or', entries);
