import { attributeOf, DATE_FORMAT } from './conditions/attributes';
import { catalogOf } from './conditions/catalogOf';
import { ConditionCodecError } from './conditions/references';
import { fromExpression } from './conditions/fromExpression';
import { LIST_OPERATOR, operatorPhrase } from '~/contract';
import type { ConditionCatalog, ConditionFunctionItem, ConditionGroup, ConditionGroupEntry, ConditionItem, ConditionReference } from './conditions/types';
import { START_NODE_NAME } from './ids';
import { END_NAMES, isService, outcomeOf } from './kinds';
import { startNode } from './queries';
import type { Flow, FlowNode } from './types';

/** What a condition is read against: the labels of the flow's steps and attributes. */
interface Reading {
  catalog: ConditionCatalog;
}

/** `PAN Verification.status`, `Input.pan`, `High Risk.status`: the step's label, then the attribute key. */
function subject(reading: Reading, ref: ConditionReference): string {
  if (ref.kind === 'input') return `${START_NODE_NAME}.${ref.type ?? '?'}`;
  if (ref.kind === 'source' || ref.kind === 'tag') {
    const entity = reading.catalog[ref.kind].find((candidate) => candidate.id === ref.id);
    return `${entity?.label ?? ref.id ?? '?'}.${ref.type ?? '?'}`;
  }
  return '?';
}

/** A typed value as a person reads it: dates as calendar days (UTC), empty text named. */
function valueText(reading: Reading, ref: ConditionReference, value: string): string {
  if (value === '') return 'empty';
  if (attributeOf(reading.catalog, ref)?.format === DATE_FORMAT && Number.isFinite(Number(value))) {
    return new Date(Number(value) * 1000).toISOString().slice(0, 10);
  }
  return value;
}

function argument(reading: Reading, item: ConditionFunctionItem): string {
  return item.kind === 'static' ? item.value || 'empty' : subject(reading, item);
}

function rowSentence(reading: Reading, row: ConditionItem): string {
  const own = subject(reading, row);
  if (row.isFunctionOperator) {
    const [, ...rest] = row.functionItems;
    if (row.functionOperator === LIST_OPERATOR) return `${own} ${operatorPhrase(LIST_OPERATOR, 'sentence')} ${rest[0]?.value ?? '?'}`;
    return `${row.functionOperator ?? '?'}(${row.functionItems.map((item) => argument(reading, item)).join(', ')}) is true`;
  }
  const words = operatorPhrase(row.operator, 'sentence');
  if (row.isDynamic) return `${own} ${words} ${subject(reading, row.dynamicItem)}`;
  const value = row.rawInput !== undefined ? row.rawInput : valueText(reading, row, row.value);
  return `${own} ${words} ${value}`;
}

function entrySentence(reading: Reading, entry: ConditionGroupEntry, nested: boolean): string {
  if ('row' in entry) return rowSentence(reading, entry.row);
  return groupSentence(reading, entry, nested);
}

function groupSentence(reading: Reading, group: ConditionGroup, nested: boolean): string {
  // An empty and-group always holds; an empty or-group never does (section 3.6).
  if (group.items.length === 0) return group.type === 'and' ? 'always' : 'never';
  const text = group.items.map((item) => entrySentence(reading, item, true)).join(` ${group.type} `);
  return nested && group.items.length > 1 ? `(${text})` : text;
}

/**
 * A stored condition expression (document 2, section 3.6) as one readable clause, read against the
 * flow it sits in: "PAN Verification.status equals OK and (Bank Account.status equals OK or …)".
 * A shape the builder cannot show reads as its JSON.
 */
export function conditionText(expression: unknown, flow: Flow): string {
  const reading: Reading = { catalog: catalogOf(flow) };
  try {
    const group = fromExpression(expression, { startId: startNode(flow)?.id ?? '', catalog: reading.catalog, operators: [] });
    return groupSentence(reading, group, false);
  } catch (error) {
    if (error instanceof ConditionCodecError) return JSON.stringify(expression);
    throw error;
  }
}

/** A step's name as the canvas shows it; end states by their outcome. */
export function stepLabel(node: FlowNode): string {
  const outcome = outcomeOf(node);
  if (outcome) return END_NAMES[outcome];
  return node.displayName || node.name;
}

/** What a step does when its condition holds: "Run PAN Verification", "Apply the tag High Risk", "Accept". */
export function stepAction(node: FlowNode): string {
  const outcome = outcomeOf(node);
  if (outcome === 'manualReview') return 'Send to Manual Review';
  if (outcome) return END_NAMES[outcome];
  if (node.kind === 'tag') return `Apply the tag ${stepLabel(node)}`;
  if (node.kind === 'AWAIT') return `Wait at ${stepLabel(node)}`;
  if (isService(node)) return `Run ${stepLabel(node)}`;
  return stepLabel(node);
}

/**
 * The step's when-clause as a sentence ("Run PAN Verification when Input.pan equals X"), or null
 * when it has none (it then runs once its dependencies have).
 */
export function conditionSentence(node: FlowNode, flow: Flow): string | null {
  const expression = node.conditions?.[0];
  if (expression === undefined) return null;
  return `${stepAction(node)} when ${conditionText(expression, flow)}`;
}
