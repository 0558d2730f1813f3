import { END_KINDS, SERVICE_KINDS, START_KINDS } from './kinds';
import type { FlowNodeKind } from './types';

/**
 * Structural checks of a flow object that came from outside the editor (an imported file): the
 * shape of the contract's WorkflowObject (fields, ids, kinds, condition expressions) and the flow
 * rules the server enforces on create (document 2 section 3.2): column_0 holds the one start node,
 * the last column holds only end nodes (one of each kind), ids are unique, dependencies and
 * references point at nodes of earlier columns, custom functions are `functions.<name>`,
 * MatchString and IsBlocked compare with a constant. Answers the problems found, in order (at most
 * `MAX_PROBLEMS`); an empty list means the flow may be sent.
 */

export const MAX_FLOW_COLUMNS = 30;
export const MAX_COLUMN_NODES = 20;
export const MAX_FLOW_NODES = 200;
export const MAX_GROUP_DEPTH = 5;
const MAX_PROBLEMS = 20;

const NODE_KINDS: ReadonlySet<string> = new Set<FlowNodeKind>(['START', 'input', 'source', 'service', 'CAPABILITY', 'tag', 'AWAIT', 'end_accepted', 'end_rejected', 'end_manual_review']);
const COLUMN_KINDS: ReadonlySet<string> = new Set(['start', 'source', 'capability', 'branch', 'tag', 'await', 'end']);
const OPERATORS: ReadonlySet<string> = new Set(['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'HasPrefix', 'HasSuffix', 'MatchString', 'IsBlocked']);
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
const REFERENCE = /^(input|source|tag)\.[A-Za-z0-9_-]{1,160}\.[A-Za-z0-9_.[\]-]{1,200}$/;
const INPUT_LOCATION = /^[a-z]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_.[\]-]*$/;
const FUNCTION_NAME = /^functions\.[A-Za-z][A-Za-z0-9_]{0,60}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

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

/** Splits `kind.id.type` at its first two dots (the type may hold dots of its own). */
function parseReference(reference: string): { kind: string; id: string; type: string } | null {
  const first = reference.indexOf('.');
  const second = first < 0 ? -1 : reference.indexOf('.', first + 1);
  if (first < 0 || second < 0) return null;
  return { kind: reference.slice(0, first), id: reference.slice(first + 1, second), type: reference.slice(second + 1) };
}

interface Context {
  problems: Problems;
  nodes: ReadonlyMap<string, Located>;
  startId: string | null;
}

function checkReference(ctx: Context, owner: Located, reference: string, what: string) {
  const parts = parseReference(reference);
  const where = `Node "${owner.id}"`;
  if (!parts || !parts.id || !parts.type) {
    ctx.problems.add(`${where}: ${what} "${reference}" is not a kind.id.type reference`);
    return;
  }
  if (parts.kind === 'input') {
    if (ctx.startId !== null && parts.id !== ctx.startId) ctx.problems.add(`${where}: ${what} "${reference}" names "${parts.id}", but the start node is "${ctx.startId}"`);
    return;
  }
  const target = ctx.nodes.get(parts.id);
  if (!target || target.column >= owner.column) {
    ctx.problems.add(`${where}: ${what} "${reference}" refers to "${parts.id}", which is not a node of an earlier column`);
  } else if (parts.kind === 'tag' && (target.kind !== 'tag' || parts.type !== 'status')) {
    ctx.problems.add(`${where}: ${what} "${reference}" must read the status of a tag`);
  } else if ((parts.kind === 'source' || parts.kind === 'service') && !SERVICE_KINDS.has(target.kind as FlowNodeKind)) {
    ctx.problems.add(`${where}: ${what} "${reference}" refers to "${parts.id}", which is not a service`);
  } else if (!['tag', 'source', 'service'].includes(parts.kind)) {
    ctx.problems.add(`${where}: ${what} "${reference}" has an unknown kind "${parts.kind}"`);
  }
}

function checkOperand(ctx: Context, owner: Located, operand: unknown, inCall = false): void {
  const where = `Node "${owner.id}"`;
  if (!isObject(operand) || Object.keys(operand).length !== 1) {
    ctx.problems.add(`${where}: a condition operand must be one of {"obj"}, {"const"} or {"call"}`);
    return;
  }
  if ('obj' in operand) {
    if (typeof operand.obj !== 'string' || !REFERENCE.test(operand.obj)) ctx.problems.add(`${where}: the condition reference ${JSON.stringify(operand.obj)} is not a kind.id.type reference`);
    else checkReference(ctx, owner, operand.obj, 'the condition reference');
  } else if ('const' in operand) {
    const value = operand.const;
    if (!isScalar(value) && !(Array.isArray(value) && value.every(isScalar))) ctx.problems.add(`${where}: a condition constant must be a scalar or a list of scalars`);
  } else if ('call' in operand && !inCall) {
    const call = operand.call;
    if (!Array.isArray(call) || call.length === 0 || typeof call[0] !== 'string' || !FUNCTION_NAME.test(call[0])) {
      ctx.problems.add(`${where}: a function call must start with "functions.<name>"`);
      return;
    }
    for (const arg of call.slice(1)) checkOperand(ctx, owner, arg, true);
  } else {
    ctx.problems.add(`${where}: a condition operand must be one of {"obj"}, {"const"} or {"call"}`);
  }
}

function checkExpression(ctx: Context, owner: Located, expression: unknown, depth: number): void {
  const where = `Node "${owner.id}"`;
  if (ctx.problems.full) return;
  if (!isObject(expression) || Object.keys(expression).length !== 1) {
    ctx.problems.add(`${where}: a condition must be an object with exactly one operator or group`);
    return;
  }
  const [key, value] = Object.entries(expression)[0] as [string, unknown];
  if (key === 'and' || key === 'or') {
    if (depth >= MAX_GROUP_DEPTH) {
      ctx.problems.add(`${where}: condition groups nest more than ${MAX_GROUP_DEPTH} deep`);
      return;
    }
    if (!Array.isArray(value)) ctx.problems.add(`${where}: the "${key}" group must hold a list of conditions`);
    else value.forEach((item) => checkExpression(ctx, owner, item, depth + 1));
    return;
  }
  if (!OPERATORS.has(key)) {
    ctx.problems.add(`${where}: "${key}" is not a condition operator`);
    return;
  }
  if (!Array.isArray(value) || value.length !== 2) {
    ctx.problems.add(`${where}: the "${key}" comparison must hold exactly two operands`);
    return;
  }
  value.forEach((operand) => checkOperand(ctx, owner, operand));
  const right = value[1] as Json | undefined;
  if ((key === 'MatchString' || key === 'IsBlocked') && (!isObject(right) || typeof right.const !== 'string' || right.const === '')) {
    ctx.problems.add(`${where}: ${key} must compare with a constant text`);
  }
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
    for (const condition of (node.conditions as unknown[] | undefined) ?? []) checkExpression(ctx, located, condition, 0);
    for (const input of (node.inputs as Json[] | undefined) ?? []) {
      const location = input.location;
      if (input.isStatic === true || input.locationKind === 'static' || typeof location !== 'string' || location === '..' || location.startsWith('static.')) continue;
      checkReference(ctx, located, location, `input "${String(input.key)}" location`);
    }
  }
  return problems.list;
}
