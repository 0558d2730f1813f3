/**
 * The plain data model of one condition row and the pure rules of its editor (document 2,
 * sections 3.5 and 4.4). A row compares an attribute (kind, id, type) with a static value, with
 * another attribute (dynamic), or passes it as the first argument of a function operator. The
 * design system's ConditionRow draws a row from values, options and callbacks; ConditionRowEditor
 * (components/ConditionBuilder) applies these rules to it. The operators themselves are the
 * contract's (contract/conditions).
 */

import { argumentTypeOf, isVariadic, type RelationalOperatorName } from '~/contract';

/** Where a value comes from: start input, a service's output, a tag's status, or a typed constant. */
export type ConditionKind = 'input' | 'source' | 'tag' | 'static';
export type ConditionDataType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'INTERFACE';

export interface ConditionReference {
  kind: ConditionKind | null;
  /** The service or tag node id; null for input and static. */
  id: string | null;
  /** The attribute key. */
  type: string | null;
}

export interface ConditionFunctionItem extends ConditionReference {
  /** The typed value when `kind` is static. */
  value: string;
}

/** Mirrors the builder's condition item (document 2, section 3.5). */
export interface ConditionRowValue {
  kind: ConditionKind | null;
  id: string | null;
  type: string | null;
  /** Relational operator name; 'eq' when a function operator is used (the call is compared with true). */
  operator: string;
  /** The static comparison value as typed. */
  value: string;
  isDynamic: boolean;
  dynamicItem: ConditionReference;
  isFunctionOperator: boolean;
  functionOperator: string | null;
  /** The function's arguments; the first is always the row's own attribute. */
  functionItems: ConditionFunctionItem[];
}

export interface ConditionAttribute {
  key: string;
  label: string;
  dataType: ConditionDataType;
  /** TEXT, DATE, JSON, LIST ... */
  format?: string;
  allowedValues?: readonly string[];
}

/** A service or tag that can be referenced, with the attributes it offers. */
export interface ConditionEntity {
  id: string;
  label: string;
  attributes: readonly ConditionAttribute[];
}

/** Everything a row can reference. */
export interface ConditionCatalog {
  input: readonly ConditionAttribute[];
  source: readonly ConditionEntity[];
  tag: readonly ConditionEntity[];
}

export interface ConditionOperatorArgument {
  type: string;
  description?: string;
  variadic?: boolean;
}

/** An operator as the server lists it (document 2, section 3.5). */
export interface ConditionOperator {
  name: string;
  label: string;
  symbol?: string;
  description?: string;
  type: 'relational' | 'functional';
  supportedDataTypes: readonly string[];
  arguments?: readonly ConditionOperatorArgument[];
}

export interface ConditionList {
  id: string;
  label: string;
  type: 'blocklist' | 'allowlist';
}

export const DEFAULT_OPERATOR = 'eq' satisfies RelationalOperatorName;

const emptyReference = (): ConditionReference => ({ kind: null, id: null, type: null });
const emptyArgument = (): ConditionFunctionItem => ({ ...emptyReference(), value: '' });

export function emptyConditionRow(): ConditionRowValue {
  return {
    kind: null,
    id: null,
    type: null,
    operator: DEFAULT_OPERATOR,
    value: '',
    isDynamic: false,
    dynamicItem: emptyReference(),
    isFunctionOperator: false,
    functionOperator: null,
    functionItems: [],
  };
}

/** The kinds of a row's own attribute; a comparison or a function argument may also be a typed value. */
export const ROW_KINDS: readonly ConditionKind[] = ['input', 'source', 'tag'];
export const VALUE_KINDS: readonly ConditionKind[] = ['static', 'input', 'source', 'tag'];

/** Service and tag references name a node; input and static ones do not. */
export function needsEntity(kind: ConditionKind | null): kind is 'source' | 'tag' {
  return kind === 'source' || kind === 'tag';
}

export function attributesFor(catalog: ConditionCatalog, kind: ConditionKind | null, id: string | null): readonly ConditionAttribute[] {
  if (kind === 'input') return catalog.input;
  if (needsEntity(kind)) return catalog[kind].find((entity) => entity.id === id)?.attributes ?? [];
  return [];
}

/** The services or tags a reference of this kind chooses from; undefined when the kind names none. */
export function entitiesFor(catalog: ConditionCatalog, kind: ConditionKind | null): readonly ConditionEntity[] | undefined {
  return needsEntity(kind) ? catalog[kind] : undefined;
}

/** The attribute is chosen after the kind and, for services and tags, after the node. */
export function canChooseAttribute(ref: ConditionReference): boolean {
  return ref.kind !== null && (!needsEntity(ref.kind) || ref.id !== null);
}

export function findAttribute(catalog: ConditionCatalog, ref: ConditionReference): ConditionAttribute | undefined {
  return attributesFor(catalog, ref.kind, ref.id).find((attribute) => attribute.key === ref.type);
}

/** The operator list is filtered to those supporting the attribute's data type. */
export function operatorsFor(operators: readonly ConditionOperator[], dataType: string | undefined): ConditionOperator[] {
  if (!dataType) return [];
  return operators.filter((operator) => operator.supportedDataTypes.includes(dataType));
}

export interface OperatorSections {
  relational: ConditionOperator[];
  /** Custom functions, without the list operator. */
  functions: ConditionOperator[];
  /** Whether the block and allow lists are offered (the list operator supports the type). */
  offersLists: boolean;
}

/** The operator picker's sections for an attribute's data type (document 2, section 4.4). */
export function operatorSections(operators: readonly ConditionOperator[], dataType: string | undefined, listOperator: string | null): OperatorSections {
  const supported = operatorsFor(operators, dataType);
  return {
    relational: supported.filter((operator) => operator.type === 'relational'),
    functions: supported.filter((operator) => operator.type === 'functional' && operator.name !== listOperator),
    offersLists: listOperator !== null && supported.some((operator) => operator.name === listOperator),
  };
}

/** The list operator's second argument is the block or allow list, chosen from the lists. */
export function isListArgument(row: ConditionRowValue, listOperator: string | null, index: number): boolean {
  return row.isFunctionOperator && listOperator !== null && row.functionOperator === listOperator && index === 1;
}

/** A functional operator is variadic when its last argument is (the contract's rule). */
export const isVariadicOperator = (operator: ConditionOperator | undefined): boolean => isVariadic(operator);

/** The declared type of argument `index`; arguments past the end repeat the variadic last one. */
export const argumentType = (operator: ConditionOperator | undefined, index: number): string | undefined => argumentTypeOf(operator, index);

/**
 * Document 2, section 4.4: an argument's delete icon shows only for variadic operators with more
 * than 2 arguments, and never for the first (fixed) argument.
 */
export function canDeleteArgument(operator: ConditionOperator | undefined, argumentCount: number, index: number): boolean {
  return isVariadicOperator(operator) && argumentCount > 2 && index > 0;
}

/** The first argument of a function is the row's own attribute and cannot be edited there. */
export function isArgumentLocked(index: number): boolean {
  return index === 0;
}

function ownArgument(row: ConditionRowValue): ConditionFunctionItem {
  return { kind: row.kind, id: row.id, type: row.type, value: '' };
}

/** Changing kind clears the rest of the row and resets the operator to eq. */
export function setKind(row: ConditionRowValue, kind: ConditionKind): ConditionRowValue {
  if (kind === row.kind) return row;
  return { ...emptyConditionRow(), kind };
}

/** A different service or tag offers different attributes: the attribute and what follows are cleared. */
export function setEntity(row: ConditionRowValue, id: string): ConditionRowValue {
  if (id === row.id) return row;
  return { ...emptyConditionRow(), kind: row.kind, id };
}

/**
 * A new attribute keeps the operator when it still supports the attribute's data type; otherwise
 * the operator goes back to eq. The comparison value is cleared either way.
 */
export function setAttribute(row: ConditionRowValue, type: string, catalog: ConditionCatalog, operators: readonly ConditionOperator[]): ConditionRowValue {
  if (type === row.type) return row;
  const dataType = findAttribute(catalog, { kind: row.kind, id: row.id, type })?.dataType;
  const supported = operatorsFor(operators, dataType);
  const current = row.isFunctionOperator ? row.functionOperator : row.operator;
  const keep = supported.some((operator) => operator.name === current);
  const next: ConditionRowValue = { ...row, type, value: '', isDynamic: false, dynamicItem: emptyReference() };
  if (!keep) return { ...next, operator: DEFAULT_OPERATOR, isFunctionOperator: false, functionOperator: null, functionItems: [] };
  if (!next.isFunctionOperator) return next;
  return { ...next, functionItems: [ownArgument(next), ...next.functionItems.slice(1)] };
}

export type OperatorChoice =
  | { section: 'operator' | 'function'; id: string }
  | { section: 'list'; id: string };

/**
 * Applies a choice of the operator picker: a relational operator, a custom function (one empty
 * argument per declared argument after the first), or a block/allow list (`listOperator`, the
 * operator the caller names for list look-ups, with the list as its second, static argument).
 */
export function chooseOperator(row: ConditionRowValue, choice: OperatorChoice, operators: readonly ConditionOperator[], listOperator: string | null = null): ConditionRowValue {
  const base: ConditionRowValue = { ...row, value: '', isDynamic: false, dynamicItem: emptyReference() };
  if (choice.section === 'operator') {
    return { ...base, operator: choice.id, isFunctionOperator: false, functionOperator: null, functionItems: [] };
  }
  if (choice.section === 'list') {
    if (listOperator === null) return row;
    return {
      ...base,
      operator: DEFAULT_OPERATOR,
      isFunctionOperator: true,
      functionOperator: listOperator,
      functionItems: [ownArgument(row), { kind: 'static', id: null, type: null, value: choice.id }],
    };
  }
  const operator = operators.find((candidate) => candidate.name === choice.id);
  const extra = Math.max(1, (operator?.arguments?.length ?? 2) - 1);
  return {
    ...base,
    operator: DEFAULT_OPERATOR,
    isFunctionOperator: true,
    functionOperator: choice.id,
    functionItems: [ownArgument(row), ...Array.from({ length: extra }, emptyArgument)],
  };
}

export function addArgument(row: ConditionRowValue): ConditionRowValue {
  return { ...row, functionItems: [...row.functionItems, emptyArgument()] };
}

export function removeArgument(row: ConditionRowValue, index: number): ConditionRowValue {
  if (isArgumentLocked(index)) return row;
  return { ...row, functionItems: row.functionItems.filter((_, at) => at !== index) };
}

export function updateArgument(row: ConditionRowValue, index: number, item: ConditionFunctionItem): ConditionRowValue {
  if (isArgumentLocked(index)) return row;
  return { ...row, functionItems: row.functionItems.map((current, at) => (at === index ? item : current)) };
}

/** Choosing an argument's source: a typed value (static) or another attribute. */
export function setArgumentKind(item: ConditionFunctionItem, kind: ConditionKind): ConditionFunctionItem {
  if (kind === item.kind) return item;
  return { kind, id: null, type: null, value: '' };
}

/** 'static' compares with a typed value; any other kind makes the comparison dynamic. */
export function setComparisonKind(row: ConditionRowValue, kind: ConditionKind): ConditionRowValue {
  if (kind === 'static') return { ...row, isDynamic: false, dynamicItem: emptyReference() };
  if (row.isDynamic && row.dynamicItem.kind === kind) return row;
  return { ...row, isDynamic: true, value: '', dynamicItem: { kind, id: null, type: null } };
}

/** The label the operator trigger shows for the row's current operator. */
export function operatorLabel(row: ConditionRowValue, operators: readonly ConditionOperator[]): string | null {
  const name = row.isFunctionOperator ? row.functionOperator : row.operator;
  return operators.find((operator) => operator.name === name)?.label ?? null;
}

export type ValueEditor = 'select' | 'boolean' | 'number' | 'text';

/**
 * The static value editor by type (document 2, section 4.4): attributes with allowed values pick
 * one of them, BOOLEAN picks True or False, NUMBER is a numeric field, anything else free text.
 */
export function valueEditorFor(dataType: string | undefined, allowedValues?: readonly string[]): ValueEditor {
  if (allowedValues && allowedValues.length > 0) return 'select';
  if (dataType === 'BOOLEAN') return 'boolean';
  if (dataType === 'NUMBER') return 'number';
  return 'text';
}
