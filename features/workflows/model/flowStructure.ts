import {
  comparisonsOf,
  conditionIssues,
  MAX_GROUP_DEPTH,
  operandShape,
  parseReference,
  PATTERN_OPERATOR,
  referencesOf,
  splitReference,
  type ConditionIssue,
  type ReferenceResult,
} from '~/contract';
import { END_KINDS, SERVICE_KINDS, START_KINDS } from './kinds';
import type { FlowNodeKind } from './types';

/**
 * Structural checks of a flow object that came from outside the editor (an imported file): the
 * shape of the contract's WorkflowObject (fields, ids, kinds, condition expressions) and the flow
 * rules the server enforces on create (document 2 section 3.2): column_0 holds the one start node,
 * the last column holds only end nodes (one of each kind), ids are unique, dependencies and
 * references point at nodes of earlier columns, custom functions are `functions.<name>`,
 * the pattern and list operators compare with a constant (the condition rules are contract/conditions'). Answers the problems found, in order (at most
 * `MAX_PROBLEMS`); an empty list means the flow may be sent.
 */

export const MAX_FLOW_COLUMNS = 30;
export const MAX_COLUMN_NODES = 20;
export const MAX_FLOW_NODES = 200;
export { MAX_GROUP_DEPTH };
const MAX_PROBLEMS = 20;

const NODE_KINDS: ReadonlySet<string> = new Set<FlowNodeKind>(['START', 'input', 'source', 'service', 'CAPABILITY', 'tag', 'AWAIT', 'end_accepted', 'end_rejected', 'end_manual_review']);
const COLUMN_KINDS: ReadonlySet<string> = new Set(['start', 'source', 'capability', 'branch', 'tag', 'await', 'end']);
const TAG_COLORS: ReadonlySet<string> = new Set(['gray', 'orange', 'green', 'red']);

const FLOW_FIELDS: ReadonlySet<string> = new Set(['columns']);
const COLUMN_FIELDS: ReadonlySet<string> = new Set(['id', 'metadata', 'nodes']);
const NODE_FIELDS: ReadonlySet<string> = new Set([
  'id', 'kind', 'name', 'platformDisplayName', 'displayName', 'apiName', 'description', 'color', 'dependencies', 'outputDependencies',
  'conditions', 'inputs', 'outputs', 'awaits', 'open', 'columnPosition', 'nodePosition', 'supplierId', 'isAsync',
]);

const COLUMN_ID = /^column_[A-Za-z0-9_-]{1,64}$/;
const NODE_ID = /^[A-Za-z0-9_-]{1,160}$/;
const PARAMETER_KEY = /^[A-Za-z0-9_.[\]-]{1,100}$/;
const INPUT_LOCATION = /^[a-z]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_.[\]-]*$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Located {
  id: string;
  kind: string;
  column: number;
}

class Problems {
  readonly list: string[] = [];
  add(message: string) {
    if (this.list.length < MAX_PROBLEMS) this.list.push(message);
  }
  get full() {
    return this.list.length >= MAX_PROBLEMS;
  }
}

function unknownFields(value: Json, allowed: ReadonlySet<string>, where: string, problems: Problems) {
  for (const key of Object.keys(value)) if (!allowed.has(key)) problems.add(`${where} has an unknown field "${key}"`);
}

interface Context {
  problems: Problems;
  nodes: ReadonlyMap<string, Located>;
  startId: string | null;
}

/** References are checked apart, against the nodes of the flow. */
const acceptAny = (): ReferenceResult => ({ ok: true, reference: { kind: 'input', id: '', type: '' }, path: [] });

function checkReference(ctx: Context, owner: Located, reference: string, what: string) {
  const where = `Node "${owner.id}"`;
  const read = parseReference(reference, ctx.startId);
  if (!read.ok && read.problem.code === 'otherStart') {
    ctx.problems.add(`${where}: ${what} "${reference}" names "${read.problem.id}", but the start node is "${ctx.startId}"`);
    return;
  }
  if (!read.ok && read.problem.code !== 'tagNotStatus') {
    ctx.problems.add(`${where}: ${what} ${JSON.stringify(reference)} is not a kind.id.type reference`);
    return;
  }
  const parts = read.ok ? read.reference : (splitReference(reference) as { kind: string; id: string });
  if (parts.kind === 'input') return;
  const target = ctx.nodes.get(parts.id);
  if (!target || target.column >= owner.column) {
    ctx.problems.add(`${where}: ${what} "${reference}" refers to "${parts.id}", which is not a node of an earlier column`);
  } else if (parts.kind === 'tag' && (target.kind !== 'tag' || !read.ok)) {
    ctx.problems.add(`${where}: ${what} "${reference}" must read the status of a tag`);
  } else if (parts.kind === 'source' && !SERVICE_KINDS.has(target.kind as FlowNodeKind)) {
    ctx.problems.add(`${where}: ${what} "${reference}" refers to "${parts.id}", which is not a service`);
  }
}

const OPERAND = 'a condition operand must be one of {"obj"}, {"const"} or {"call"}';

/** The contract's structural rules (contract/conditions), in the words of an import's check. */
function issueMessage(issue: ConditionIssue): string | null {
  switch (issue.code) {
    case 'notObject':
    case 'keyCount':
      return 'a condition must be an object with exactly one operator or group';
    case 'groupNotList':
      return `the "${issue.group}" group must hold a list of conditions`;
    case 'tooDeep':
      return `condition groups nest more than ${MAX_GROUP_DEPTH} deep`;
    case 'unknownOperator':
      return `"${issue.operator}" is not a condition operator`;
    case 'operandCount':
      return `the "${issue.operator}" comparison must hold exactly two operands`;
    case 'operandShape':
    case 'nestedCall':
      return OPERAND;
    case 'referenceNotText':
      return 'a condition reference must be a kind.id.type text';
    case 'constant':
      return 'a condition constant must be a scalar or a list of scalars';
    case 'callName':
      return 'a function call must start with "functions.<name>"';
    case 'patternNotConstant':
    case 'listNotConstant':
      return `${issue.operator} must compare with a constant text`;
    default:
      return null;
  }
}

function checkExpression(ctx: Context, owner: Located, expression: unknown): void {
  const where = `Node "${owner.id}"`;
  for (const issue of conditionIssues(expression, { maxGroupDepth: MAX_GROUP_DEPTH, reference: acceptAny })) {
    const message = issueMessage(issue);
    if (message) ctx.problems.add(`${where}: ${message}`);
  }
  for (const comparison of comparisonsOf(expression)) {
    const pattern = operandShape(comparison.operands[1]);
    if (comparison.operator === PATTERN_OPERATOR && pattern && 'constant' in pattern && pattern.constant === '') ctx.problems.add(`${where}: ${PATTERN_OPERATOR} must compare with a constant text`);
  }
  for (const reference of referencesOf(expression)) checkReference(ctx, owner, reference, 'the condition reference');
}

function checkNodeShape(node: Json, where: string, problems: Problems) {
  unknownFields(node, NODE_FIELDS, where, problems);
  if (typeof node.name !== 'string' || node.name.length === 0 || node.name.length > 200) problems.add(`${where} needs a name of 1 to 200 characters`);
  if (node.color !== undefined && !TAG_COLORS.has(String(node.color))) problems.add(`${where} has an unknown colour ${JSON.stringify(node.color)}`);
  if (node.dependencies !== undefined && !(Array.isArray(node.dependencies) && node.dependencies.every((d) => typeof d === 'string'))) problems.add(`${where}: dependencies must be a list of node ids`);
  if (node.conditions !== undefined && !(Array.isArray(node.conditions) && node.conditions.length <= 1)) problems.add(`${where}: conditions must be a list of at most one condition`);
  for (const field of ['inputs', 'outputs'] as const) {
    const list = node[field];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((item) => isObject(item) && typeof item.key === 'string' && PARAMETER_KEY.test(item.key))) {
      problems.add(`${where}: ${field} must be a list of parameters, each with a key`);
    }
  }
  if (Array.isArray(node.inputs)) {
    for (const input of node.inputs as Json[]) {
      if (input.location !== undefined && (typeof input.location !== 'string' || !INPUT_LOCATION.test(input.location))) {
        problems.add(`${where}: input "${String(input.key)}" has a location that is not kind.id.type`);
      }
    }
  }
  if (node.awaits !== undefined && !(Array.isArray(node.awaits) && node.awaits.every((a) => isObject(a) && typeof a.nodeName === 'string' && Array.isArray(a.values) && a.values.every((v) => typeof v === 'string' && PARAMETER_KEY.test(v))))) {
    problems.add(`${where}: awaits must be a list of {nodeName, values}`);
  }
}

export function flowStructureProblems(flow: unknown): string[] {
  const problems = new Problems();
  if (!isObject(flow)) return ['The workflowObject is not an object'];
  unknownFields(flow, FLOW_FIELDS, 'The workflowObject', problems);
  const columns = flow.columns;
  if (!Array.isArray(columns) || columns.length === 0) return [...problems.list, 'The workflowObject has no columns'];
  if (columns.length > MAX_FLOW_COLUMNS) problems.add(`The workflow has ${columns.length} columns; at most ${MAX_FLOW_COLUMNS} are allowed`);

  // Shapes, ids and kinds.
  const nodes = new Map<string, Located>();
  const nodeList: { node: Json; located: Located }[] = [];
  const columnIds = new Set<string>();
  columns.forEach((column: unknown, c) => {
    const where = `Column ${c + 1}`;
    if (!isObject(column)) {
      problems.add(`${where} is not an object`);
      return;
    }
    unknownFields(column, COLUMN_FIELDS, where, problems);
    if (typeof column.id !== 'string' || !COLUMN_ID.test(column.id)) problems.add(`${where} has the id ${JSON.stringify(column.id)}, which is not column_ and a unique part`);
    else if (columnIds.has(column.id)) problems.add(`Column id "${column.id}" is used more than once`);
    else columnIds.add(column.id);
    if (column.metadata !== undefined && !(isObject(column.metadata) && (column.metadata.kind === undefined || COLUMN_KINDS.has(String(column.metadata.kind))))) {
      problems.add(`${where} has metadata of an unknown shape or kind`);
    }
    if (!Array.isArray(column.nodes) || column.nodes.length === 0) {
      problems.add(`${where} has no nodes`);
      return;
    }
    if (column.nodes.length > MAX_COLUMN_NODES) problems.add(`${where} has ${column.nodes.length} nodes; at most ${MAX_COLUMN_NODES} are allowed`);
    column.nodes.forEach((node: unknown, r) => {
      const at = `Node ${r + 1} of column ${c + 1}`;
      if (!isObject(node)) {
        problems.add(`${at} is not an object`);
        return;
      }
      const id = typeof node.id === 'string' && NODE_ID.test(node.id) ? node.id : null;
      if (!id) problems.add(`${at} has the id ${JSON.stringify(node.id)}, which is not letters, digits, _ and -`);
      if (!NODE_KINDS.has(String(node.kind))) problems.add(`${id ? `Node "${id}"` : at} has the unknown kind ${JSON.stringify(node.kind)}`);
      checkNodeShape(node, id ? `Node "${id}"` : at, problems);
      if (!id) return;
      const located = { id, kind: String(node.kind), column: c };
      if (nodes.has(id)) problems.add(`Node id "${id}" is used more than once`);
      else nodes.set(id, located);
      nodeList.push({ node, located });
    });
  });
  if (nodeList.length > MAX_FLOW_NODES) problems.add(`The workflow has ${nodeList.length} nodes; at most ${MAX_FLOW_NODES} are allowed`);
  if (problems.list.length > 0) return problems.list;

  // The flow rules.
  const typed = columns as { id: string; nodes: Json[] }[];
  const first = typed[0] as { id: string; nodes: Json[] };
  let startId: string | null = null;
  if (first.id !== 'column_0') problems.add('The first column must be column_0, the start column');
  else if (first.nodes.length !== 1 || !START_KINDS.has(first.nodes[0]?.kind as FlowNodeKind)) problems.add('column_0 must hold exactly one node, the start node (kind START or input)');
  else startId = String(first.nodes[0]?.id);
  if (typed.slice(1).some((column) => column.id === 'column_0')) problems.add('column_0 must be the first column');

  const last = typed.length - 1;
  const endKinds = new Set<string>();
  const suppliers = new Map<string, string>();
  for (const { node, located } of nodeList) {
    const kind = located.kind as FlowNodeKind;
    if (located.column > 0 && START_KINDS.has(kind)) problems.add(`Start node "${located.id}" must be in column_0`);
    if (END_KINDS.has(kind)) {
      if (located.column !== last || located.column === 0) problems.add(`End node "${located.id}" must be in the last column`);
      else if (endKinds.has(kind)) problems.add(`End node "${located.id}" repeats ${kind}; the last column holds at most one end node of each kind`);
      endKinds.add(kind);
    } else if (located.column === last && last > 0) {
      problems.add(`Node "${located.id}" (${kind}) is in the last column, which holds only end nodes`);
    }
    if (typeof node.supplierId === 'string' && SERVICE_KINDS.has(kind)) {
      const other = suppliers.get(node.supplierId);
      if (other) problems.add(`Service "${node.supplierId}" is used by both "${other}" and "${located.id}"`);
      else suppliers.set(node.supplierId, located.id);
    }
    for (const dep of (node.dependencies as string[] | undefined) ?? []) {
      const target = nodes.get(dep);
      if (!target || target.column >= located.column) problems.add(`Node "${located.id}" depends on "${dep}", which is not a node of an earlier column`);
    }
  }

  const ctx: Context = { problems, nodes, startId };
  for (const { node, located } of nodeList) {
    for (const condition of (node.conditions as unknown[] | undefined) ?? []) checkExpression(ctx, located, condition);
    for (const input of (node.inputs as Json[] | undefined) ?? []) {
      const location = input.location;
      if (input.isStatic === true || input.locationKind === 'static' || typeof location !== 'string' || location === '..' || location.startsWith('static.')) continue;
      checkReference(ctx, located, location, `input "${String(input.key)}" location`);
    }
  }
  return problems.list;
}
