import { issueText, LIST_OPERATOR, parseCondition, referenceProblemText, type ConditionIssue, type GroupType, type ParsedExpression, type ParsedOperand } from '~/contract';
import { attributeOf, RAW_INPUT_FORMATS } from './attributes';
import { fromConstant, toRawInput } from './constants';
import { ConditionCodecError, fromReference } from './references';
import type { ConditionContext, ConditionFunctionItem, ConditionGroup, ConditionGroupEntry, ConditionItem, ConditionReference } from './types';

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
const referenceOf = (operand: ParsedOperand & { kind: 'ref' }, context: ConditionContext) => fromReference(operand.text, context.startId);

function functionItem(arg: ParsedOperand, context: ConditionContext): ConditionFunctionItem {
  if (arg.kind === 'ref') return ownArgument(referenceOf(arg, context));
  if (arg.kind === 'const') return { kind: 'static', id: null, type: null, value: fromConstant(arg.value) };
  throw new ConditionCodecError(`The argument at ${editorPath(arg.path)} is a call; function arguments are references or values.`);
}

function functionRow(call: ParsedOperand & { kind: 'call' }, context: ConditionContext): ConditionItem {
  const [own, ...rest] = call.args;
  if (own?.kind !== 'ref') throw new ConditionCodecError(`The first argument of the call at ${comparisonPath(call.path)} must be an attribute.`);
  const ref = referenceOf(own, context);
  return {
    ...baseItem(ref),
    isFunctionOperator: true,
    functionOperator: call.name,
    functionItems: [ownArgument(ref), ...rest.map((arg) => functionItem(arg, context))],
  };
}

function listRow(ref: ConditionReference, right: ParsedOperand, path: string): ConditionItem {
  if (right.kind !== 'const' || typeof right.value !== 'string') throw new ConditionCodecError(`${LIST_OPERATOR} at ${editorPath(path)} must name its list.`);
  return {
    ...baseItem(ref),
    isFunctionOperator: true,
    functionOperator: LIST_OPERATOR,
    functionItems: [ownArgument(ref), { kind: 'static', id: null, type: null, value: right.value }],
  };
}

function row(comparison: ParsedExpression & { kind: 'comparison' }, context: ConditionContext): ConditionItem {
  const { operator, left, right, path } = comparison;
  if (left.kind === 'call') {
    if (operator !== 'eq' || right.kind !== 'const' || right.value !== true) throw new ConditionCodecError(`The call at ${editorPath(path)} must be compared with true.`);
    return functionRow(left, context);
  }
  if (left.kind !== 'ref') throw new ConditionCodecError(`The ${operator} comparison at ${editorPath(path)} must start with an attribute.`);
  const ref = referenceOf(left, context);
  if (operator === LIST_OPERATOR) return listRow(ref, right, path);
  if (right.kind === 'ref') return { ...baseItem(ref), operator, isDynamic: true, dynamicItem: referenceOf(right, context) };
  if (right.kind !== 'const') throw new ConditionCodecError(`The ${operator} comparison at ${editorPath(path)} compares with a call.`);
  const raw = Array.isArray(right.value) || RAW_INPUT_FORMATS.has(attributeOf(context.catalog, ref)?.format ?? '');
  if (raw) return { ...baseItem(ref), operator, rawInput: toRawInput(right.value) };
  return { ...baseItem(ref), operator, value: fromConstant(right.value) };
}

/** The group type a stored empty group stands for: eq of two equal boolean constants (true for and, false for or). */
function emptyGroupOf(expression: ParsedExpression): GroupType | null {
  if (expression.kind !== 'comparison' || expression.operator !== 'eq') return null;
  const { left, right } = expression;
  if (left.kind !== 'const' || right.kind !== 'const' || typeof left.value !== 'boolean' || left.value !== right.value) return null;
  return left.value ? 'and' : 'or';
}

/** Editor ids follow positions (`$`, `$.0`, `$.1.2`). */
function entry(expression: ParsedExpression, id: string, context: ConditionContext): ConditionGroupEntry {
  const empty = emptyGroupOf(expression);
  if (empty) return { id, type: empty, items: [] };
  if (expression.kind === 'group') return { id, type: expression.type, items: expression.items.map((child, i) => entry(child, `${id}.${i}`, context)) };
  return { id, row: row(expression, context) };
}

/** A parser path as the builder's editor ids say it: `$.and[1].or[0]` → `$.1.0`; a call's items after the comparison's path. */
const editorPath = (path: string) => path.replace(/\.(and|or)\[(\d+)\]/g, '.$2').replace(/\.[A-Za-z]+\[0\]\.call\[/, '.call[');
const comparisonPath = (path: string) => editorPath(path).replace(/\.[A-Za-z]+\[\d+\]$/, '');

/** Why the builder cannot show a stored expression (the contract parser's issue, in the builder's words). */
function codecError(issue: ConditionIssue, context: ConditionContext): ConditionCodecError {
  const at = editorPath(issue.path);
  switch (issue.code) {
    case 'reference':
      fromReference(issue.text, context.startId);
      break;
    case 'notObject':
      return new ConditionCodecError(`The expression at ${at} is not an object.`);
    case 'keyCount':
      return new ConditionCodecError(`The expression at ${at} must have exactly one key.`);
    case 'groupNotList':
      return new ConditionCodecError(`The ${issue.group} group at ${at} must hold a list.`);
    case 'unknownOperator':
      return new ConditionCodecError(`"${issue.operator}" at ${at} is not a condition operator.`);
    case 'operandCount':
      return new ConditionCodecError(`The ${issue.operator} comparison at ${at} must hold two operands.`);
    case 'operandShape':
    case 'referenceNotText':
    case 'constant':
      return new ConditionCodecError(`The operand at ${at} must be {obj}, {const} or {call}.`);
    case 'callName':
      return new ConditionCodecError(`The call at ${comparisonPath(issue.path)} does not name a function.`);
    case 'nestedCall':
      return new ConditionCodecError(`The argument at ${at} is a call; function arguments are references or values.`);
  }
  return new ConditionCodecError(`${issueText(issue, referenceProblemText)}.`);
}

/**
 * The builder group of a stored expression (document 2, sections 3.5 and 3.6), read by the
 * contract's parser; editor ids follow positions (`$`, `$.0`, `$.1.2`). A lone comparison (a
 * branch's status condition) loads as an and group holding it. Throws ConditionCodecError for
 * shapes the builder does not make.
 */
export function fromExpression(expression: unknown, context: ConditionContext): ConditionGroup {
  const parsed = parseCondition(expression, { startId: context.startId, firstOnly: true, constantOperands: false });
  if (!parsed.ok) throw codecError(parsed.issues[0] as ConditionIssue, context);
  const loaded = entry(parsed.expression, '$', context);
  if ('items' in loaded) return loaded;
  return { id: '$', type: 'and', items: [{ id: '$.0', row: loaded.row }] };
}
