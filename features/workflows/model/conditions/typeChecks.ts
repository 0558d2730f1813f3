import type { ConditionAttribute } from './conditionRow';
import { argumentTypeOf, calledFunction, comparisonsOf, findOperator, LIST_OPERATOR, operandShape, PATTERN_OPERATOR, type StoredComparison } from '~/contract';
import { attributeOf, DATE_FORMAT } from './attributes';
import { fromReference } from './references';
import type { ConditionCatalog, ConditionOperator } from './types';

/** A finding about one comparison of a condition. */
export interface ComparisonFinding {
  path: string;
  message: string;
}

export interface TypeCheckContext {
  startId: string;
  catalog: ConditionCatalog;
  operators: readonly ConditionOperator[];
}

const NUMERIC_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;
const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value));
const isBooleanLike = (value: unknown) => typeof value === 'boolean' || value === 'true' || value === 'false';
const typeOf = (attribute: ConditionAttribute) => (attribute.format === DATE_FORMAT ? 'NUMBER' : attribute.dataType);
const shown = (attribute: ConditionAttribute) => `${attribute.label} (${attribute.dataType})`;

function attributeAt(ref: string, context: TypeCheckContext): ConditionAttribute | undefined {
  try {
    return attributeOf(context.catalog, fromReference(ref, context.startId));
  } catch {
    return undefined;
  }
}

/** Why a constant cannot be compared with a value of this type; null when it can. */
function constantMismatch(type: string | undefined, constant: unknown): string | null {
  if (constant === null || Array.isArray(constant)) return null;
  if (type === 'NUMBER' && !isNumeric(constant)) return `a number, not ${JSON.stringify(constant)}`;
  if (type === 'BOOLEAN' && !isBooleanLike(constant)) return `true or false, not ${JSON.stringify(constant)}`;
  return null;
}

function checkCall(items: unknown[], comparison: StoredComparison, context: TypeCheckContext): ComparisonFinding[] {
  const [qualified, ...args] = items;
  const name = calledFunction(qualified) ?? (typeof qualified === 'string' ? qualified : '');
  const operator = findOperator(context.operators, name);
  if (!operator) return [{ path: comparison.path, message: `"${name}" is not a function the server offers.` }];
  const findings: ComparisonFinding[] = [];
  args.forEach((arg, i) => {
    const shape = operandShape(arg);
    const expected = argumentTypeOf(operator, i);
    if (shape && 'ref' in shape) {
      const attribute = attributeAt(shape.ref, context);
      if (i === 0 && attribute && !operator.supportedDataTypes.includes(attribute.dataType)) {
        findings.push({ path: comparison.path, message: `"${operator.label}" does not apply to ${shown(attribute)}.` });
      }
    } else if (shape && 'constant' in shape) {
      const mismatch = constantMismatch(expected, shape.constant);
      if (mismatch) findings.push({ path: comparison.path, message: `Argument ${i + 1} of "${operator.label}" must be ${mismatch}.` });
    }
  });
  return findings;
}

function checkComparison(comparison: StoredComparison, context: TypeCheckContext): ComparisonFinding[] {
  const [left, right] = comparison.operands.map(operandShape);
  if (left && 'call' in left) return checkCall(left.call, comparison, context);
  if (!left || !('ref' in left)) return [];
  const attribute = attributeAt(left.ref, context);
  if (!attribute) return [];
  const operator = findOperator(context.operators, comparison.operator);
  if (operator && !operator.supportedDataTypes.includes(attribute.dataType)) {
    return [{ path: comparison.path, message: `"${operator.label}" does not apply to ${shown(attribute)}.` }];
  }
  if (comparison.operator === LIST_OPERATOR || comparison.operator === PATTERN_OPERATOR) return [];
  if (right && 'constant' in right) {
    const mismatch = ['in', 'contains'].includes(comparison.operator) ? null : constantMismatch(typeOf(attribute), right.constant);
    return mismatch ? [{ path: comparison.path, message: `${shown(attribute)} must be compared with ${mismatch}.` }] : [];
  }
  if (right && 'ref' in right) {
    const other = attributeAt(right.ref, context);
    const [a, b] = [typeOf(attribute), other ? typeOf(other) : undefined];
    if (other && a !== b && a !== 'INTERFACE' && b !== 'INTERFACE') {
      return [{ path: comparison.path, message: `${shown(attribute)} is compared with ${shown(other)}.` }];
    }
  }
  return [];
}

/**
 * Comparisons between incompatible types: an operator that does not support the attribute's data
 * type, a number or boolean compared with a text that is not one, two references of different types.
 */
export function typeFindings(expression: unknown, context: TypeCheckContext): ComparisonFinding[] {
  return comparisonsOf(expression).flatMap((comparison) => checkComparison(comparison, context));
}

/** List look-ups (the list operator) whose list is not among the organisation's lists. */
export function deletedListFindings(expression: unknown, listIds: readonly string[]): ComparisonFinding[] {
  return comparisonsOf(expression)
    .filter((comparison) => comparison.operator === LIST_OPERATOR)
    .flatMap((comparison) => {
      const right = operandShape(comparison.operands[1]);
      const listId = right && 'constant' in right ? right.constant : null;
      return typeof listId === 'string' && listIds.includes(listId) ? [] : [{ path: comparison.path, message: `The list "${String(listId)}" no longer exists.` }];
    });
}
