import { argumentTypeOf, emptyGroupExpression, findOperator, functionName, LIST_OPERATOR, MAX_GROUP_DEPTH, MAX_GROUP_ITEMS } from '~/contract';
import { attributeOf, RAW_INPUT_FORMATS } from './attributes';
import { hasValue, parseRawInput, toConstant } from './constants';
import { isGroupEntry } from './groups';
import { ConditionCodecError, toReference } from './references';
import type { StoredArgument } from '~/contract';
import type { ConditionContext, ConditionFunctionItem, ConditionGroup, ConditionItem, StoredExpression } from './types';


function argumentOperand(item: ConditionFunctionItem, index: number, operatorName: string, context: ConditionContext): StoredArgument {
  if (item.kind !== 'static') return { obj: toReference(item, context.startId) };
  const dataType = argumentTypeOf(findOperator(context.operators, operatorName), index);
  if (!hasValue(item.value, { dataType })) throw new ConditionCodecError(`Argument ${index + 1} of ${operatorName} needs a value.`);
  return { const: toConstant(item.value, { dataType }) };
}

function functionExpression(item: ConditionItem, context: ConditionContext): StoredExpression {
  const name = item.functionOperator;
  if (!name) throw new ConditionCodecError('A function condition needs a function.');
  const own = { obj: toReference(item, context.startId) };
  if (name === LIST_OPERATOR) {
    const listId = item.functionItems[1]?.value ?? '';
    if (listId === '') throw new ConditionCodecError('Choose an allow list or a block list.');
    return { [LIST_OPERATOR]: [own, { const: listId }] };
  }
  const rest = item.functionItems.slice(1).map((arg, i) => argumentOperand(arg, i + 1, name, context));
  return { eq: [{ call: [functionName(name), own, ...rest] }, { const: true }] };
}

function comparisonExpression(item: ConditionItem, context: ConditionContext): StoredExpression {
  if (!item.operator) throw new ConditionCodecError('The condition needs an operator.');
  const left = { obj: toReference(item, context.startId) };
  if (item.isDynamic) return { [item.operator]: [left, { obj: toReference(item.dynamicItem, context.startId) }] };
  const attribute = attributeOf(context.catalog, item);
  if (item.rawInput !== undefined || RAW_INPUT_FORMATS.has(attribute?.format ?? '')) {
    if (!item.rawInput?.trim()) throw new ConditionCodecError('The condition needs a value.');
    return { [item.operator]: [left, { const: parseRawInput(item.rawInput) }] };
  }
  const shape = { dataType: attribute?.dataType, format: attribute?.format };
  if (!hasValue(item.value, shape)) throw new ConditionCodecError('The condition needs a value.');
  return { [item.operator]: [left, { const: toConstant(item.value, shape) }] };
}

/** One row as stored: a comparison, a list check or a custom function's call compared with true. */
export function itemExpression(item: ConditionItem, context: ConditionContext): StoredExpression {
  return item.isFunctionOperator ? functionExpression(item, context) : comparisonExpression(item, context);
}


function groupExpression(group: ConditionGroup, context: ConditionContext, depth: number): StoredExpression {
  if (group.items.length === 0) return emptyGroupExpression(group.type);
  if (depth > MAX_GROUP_DEPTH) throw new ConditionCodecError(`Groups nest at most ${MAX_GROUP_DEPTH} deep.`);
  if (group.items.length > MAX_GROUP_ITEMS) throw new ConditionCodecError(`A group holds at most ${MAX_GROUP_ITEMS} items.`);
  const items = group.items.map((entry) => (isGroupEntry(entry) ? groupExpression(entry, context, depth + 1) : itemExpression(entry.row, context)));
  return group.type === 'and' ? { and: items } : { or: items };
}

/**
 * The stored expression of a builder group (document 2, section 3.6). Throws ConditionCodecError
 * for a row that is not complete (a parameter, an operator and a value) and beyond the contract's bounds.
 */
export function toExpression(group: ConditionGroup, context: ConditionContext): StoredExpression {
  return groupExpression(group, context, 1);
}

/** Why a row cannot be saved yet (section 4.4: it needs a parameter, an operator and a value); null when it can. */
export function rowProblem(item: ConditionItem, context: ConditionContext): string | null {
  try {
    itemExpression(item, context);
    return null;
  } catch (error) {
    if (error instanceof ConditionCodecError) return error.message;
    throw error;
  }
}
