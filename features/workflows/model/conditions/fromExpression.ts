import { attributeOf, RAW_INPUT_FORMATS } from './attributes';
import { fromConstant, toRawInput } from './constants';
import { emptyGroupType } from './emptyGroup';
import { ConditionCodecError, fromReference } from './references';
import { LIST_OPERATOR_NAME } from './toExpression';
import type { ConditionContext, ConditionFunctionItem, ConditionGroup, ConditionGroupEntry, ConditionItem, ConditionReference, StoredConstant } from './types';

type Operand = { kind: 'obj'; reference: string } | { kind: 'const'; value: StoredConstant } | { kind: 'call'; items: unknown[] };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown): value is string | number | boolean | null => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isConstant = (value: unknown): value is StoredConstant => isScalar(value) || (Array.isArray(value) && value.every(isScalar));

function onlyKey(value: unknown, path: string): [string, unknown] {
  if (!isRecord(value)) throw new ConditionCodecError(`The expression at ${path} is not an object.`);
  const entries = Object.entries(value);
  const [entry] = entries;
  if (entries.length !== 1 || !entry) throw new ConditionCodecError(`The expression at ${path} must have exactly one key.`);
  return entry;
}

function operand(raw: unknown, path: string): Operand {
  const [key, value] = onlyKey(raw, path);
  if (key === 'obj' && typeof value === 'string') return { kind: 'obj', reference: value };
  if (key === 'const' && isConstant(value)) return { kind: 'const', value };
  if (key === 'call' && Array.isArray(value)) return { kind: 'call', items: value };
  throw new ConditionCodecError(`The operand at ${path} must be {obj}, {const} or {call}.`);
}

const noReference = (): ConditionReference => ({ kind: null, id: null, type: null });

function baseItem(ref: ConditionReference): ConditionItem {
  return {
    kind: ref.kind,
    id: ref.id,
    type: ref.type,
    operator: 'eq',
    value: '',
    isDynamic: false,
    dynamicItem: noReference(),
    isFunctionOperator: false,
    functionOperator: null,
    functionItems: [],
  };
}

const ownArgument = (ref: ConditionReference): ConditionFunctionItem => ({ kind: ref.kind, id: ref.id, type: ref.type, value: '' });

function functionItem(raw: unknown, path: string, context: ConditionContext): ConditionFunctionItem {
  const arg = operand(raw, path);
  if (arg.kind === 'obj') return ownArgument(fromReference(arg.reference, context.startId));
  if (arg.kind === 'const') return { kind: 'static', id: null, type: null, value: fromConstant(arg.value) };
  throw new ConditionCodecError(`The argument at ${path} is a call; function arguments are references or values.`);
}

function functionRow(items: unknown[], path: string, context: ConditionContext): ConditionItem {
  const [qualified, own, ...rest] = items;
  if (typeof qualified !== 'string' || !qualified.startsWith('functions.')) throw new ConditionCodecError(`The call at ${path} does not name a function.`);
  const first = own === undefined ? null : operand(own, `${path}.call[1]`);
  if (first?.kind !== 'obj') throw new ConditionCodecError(`The first argument of the call at ${path} must be an attribute.`);
  const ref = fromReference(first.reference, context.startId);
  return {
    ...baseItem(ref),
    isFunctionOperator: true,
    functionOperator: qualified.slice('functions.'.length),
    functionItems: [ownArgument(ref), ...rest.map((arg, i) => functionItem(arg, `${path}.call[${i + 2}]`, context))],
  };
}

function listRow(ref: ConditionReference, right: Operand, path: string): ConditionItem {
  if (right.kind !== 'const' || typeof right.value !== 'string') throw new ConditionCodecError(`${LIST_OPERATOR_NAME} at ${path} must name its list.`);
  return {
    ...baseItem(ref),
    isFunctionOperator: true,
    functionOperator: LIST_OPERATOR_NAME,
    functionItems: [ownArgument(ref), { kind: 'static', id: null, type: null, value: right.value }],
  };
}

function row(operator: string, operands: unknown, path: string, context: ConditionContext): ConditionItem {
  if (!Array.isArray(operands) || operands.length !== 2) throw new ConditionCodecError(`The ${operator} comparison at ${path} must hold two operands.`);
  const left = operand(operands[0], `${path}.${operator}[0]`);
  const right = operand(operands[1], `${path}.${operator}[1]`);
  if (left.kind === 'call') {
    if (operator !== 'eq' || right.kind !== 'const' || right.value !== true) throw new ConditionCodecError(`The call at ${path} must be compared with true.`);
    return functionRow(left.items, path, context);
  }
  if (left.kind !== 'obj') throw new ConditionCodecError(`The ${operator} comparison at ${path} must start with an attribute.`);
  const ref = fromReference(left.reference, context.startId);
  if (operator === LIST_OPERATOR_NAME) return listRow(ref, right, path);
  if (right.kind === 'obj') return { ...baseItem(ref), operator, isDynamic: true, dynamicItem: fromReference(right.reference, context.startId) };
  if (right.kind !== 'const') throw new ConditionCodecError(`The ${operator} comparison at ${path} compares with a call.`);
  const raw = Array.isArray(right.value) || RAW_INPUT_FORMATS.has(attributeOf(context.catalog, ref)?.format ?? '');
  if (raw) return { ...baseItem(ref), operator, rawInput: toRawInput(right.value) };
  return { ...baseItem(ref), operator, value: fromConstant(right.value) };
}

function entry(expression: unknown, path: string, context: ConditionContext): ConditionGroupEntry {
  const empty = emptyGroupType(expression);
  if (empty) return { id: path, type: empty, items: [] };
  const [key, value] = onlyKey(expression, path);
  if (key === 'and' || key === 'or') {
    if (!Array.isArray(value)) throw new ConditionCodecError(`The ${key} group at ${path} must hold a list.`);
    return { id: path, type: key, items: value.map((child, i) => entry(child, `${path}.${i}`, context)) };
  }
  return { id: path, row: row(key, value, path, context) };
}

/**
 * The builder group of a stored expression (document 2, sections 3.5 and 3.6); editor ids follow
 * positions (`$`, `$.0`, `$.1.2`). A lone comparison (a branch's status condition) loads as an and
 * group holding it. Throws ConditionCodecError for shapes the builder does not make.
 */
export function fromExpression(expression: unknown, context: ConditionContext): ConditionGroup {
  const loaded = entry(expression, '$', context);
  if ('items' in loaded) return loaded;
  return { id: '$', type: 'and', items: [{ id: '$.0', row: loaded.row }] };
}
