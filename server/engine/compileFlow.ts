import type { components } from '~/contract';
import { END_KINDS, SERVICE_KINDS, START_KINDS, validateFlow, type WorkflowNode } from '../workflows/flowRules';
import { compileCondition, type CompiledCondition } from './compileCondition';
import { FlowCompileError } from './compileError';
import { compileReference, type Reader } from './references';
import { MISSING, stripMarker, toNumber, toText, type Resolved } from './values';

type NodeKind = components['schemas']['WorkflowNodeKind'];
type WorkflowObject = components['schemas']['WorkflowObject'];
export type NodeRole = 'start' | 'service' | 'tag' | 'await' | 'end';

export interface CompiledInput {
  key: string;
  required: boolean;
  /** Where the value comes from: a reference, `static`, or `..` (not configured). */
  location: string;
  read: Reader;
}

export interface CompiledNode {
  id: string;
  kind: NodeKind;
  role: NodeRole;
  name: string;
  supplierId: string | null;
  columnPosition: number;
  nodePosition: number;
  dependencies: readonly string[];
  condition: CompiledCondition | null;
  inputs: readonly CompiledInput[];
  awaitKeys: readonly string[];
}

/** Declared type and format of an input key (the start node's outputs). */
export interface InputDeclaration {
  type: string | undefined;
  format: string | undefined;
}

export interface CompiledFlow {
  startId: string;
  /** Columns left to right, each in nodePosition order; the end column in the order reject, manual review, accept. */
  columns: readonly (readonly CompiledNode[])[];
  /** Index of the end column, or null when the flow has none. */
  endColumn: number | null;
  inputs: ReadonlyMap<string, InputDeclaration>;
}

export type CompileResult = { ok: true; flow: CompiledFlow } | { ok: false; problem: string; nodeId: string | null };

const KINDS: ReadonlySet<string> = new Set<NodeKind>(['START', 'input', 'source', 'service', 'CAPABILITY', 'tag', 'AWAIT', 'end_accepted', 'end_rejected', 'end_manual_review']);
const END_ORDER: readonly NodeKind[] = ['end_rejected', 'end_manual_review', 'end_accepted'];

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Refuses what the schema would have refused, for flows that reached the database around it. */
function assertShape(flow: unknown): asserts flow is WorkflowObject {
  if (!isRecord(flow) || !Array.isArray(flow.columns) || flow.columns.length === 0) throw new FlowCompileError('The flow object has no columns');
  for (const column of flow.columns as unknown[]) {
    if (!isRecord(column) || typeof column.id !== 'string' || !Array.isArray(column.nodes)) throw new FlowCompileError('A column of the flow is not an object with an id and nodes');
    for (const node of column.nodes as unknown[]) {
      if (!isRecord(node) || typeof node.id !== 'string' || typeof node.name !== 'string' || typeof node.kind !== 'string' || !KINDS.has(node.kind)) {
        throw new FlowCompileError(`A node of ${column.id} is not a node (id, name and a known kind)`);
      }
      for (const list of ['dependencies', 'conditions', 'inputs', 'awaits'] as const) {
        if (node[list] !== undefined && !Array.isArray(node[list])) throw new FlowCompileError(`Node "${node.id}": ${list} must be a list`, node.id);
      }
      if (((node.conditions as unknown[] | undefined)?.length ?? 0) > 1) throw new FlowCompileError(`Node "${node.id}" holds more than one condition`, node.id);
    }
  }
}

const roleOf = (kind: NodeKind): NodeRole =>
  START_KINDS.has(kind) ? 'start' : END_KINDS.has(kind) ? 'end' : SERVICE_KINDS.has(kind) ? 'service' : kind === 'tag' ? 'tag' : 'await';

/** A static value converted to the input's type; MISSING when it cannot be. */
function staticValue(value: unknown, type: string | undefined): Resolved {
  if (value === undefined || value === null) return MISSING;
  const plain = stripMarker(value);
  if (type === 'NUMBER') {
    const n = toNumber(plain);
    return Number.isFinite(n) ? n : MISSING;
  }
  if (type === 'BOOLEAN') return plain === true || plain === 'true' ? true : plain === false || plain === 'false' ? false : MISSING;
  if (type === 'STRING') return Array.isArray(plain) ? plain.join(',') : (toText(plain) ?? (typeof plain === 'boolean' ? String(plain) : MISSING));
  return plain;
}

function compileInput(input: NonNullable<WorkflowNode['inputs']>[number], startId: string, nodeId: string): CompiledInput {
  const required = input.optionality ? input.optionality === 'REQUIRED' : input.isOptional === false;
  const location = input.location ?? '..';
  if (input.isStatic || input.locationKind === 'static' || location.startsWith('static.')) {
    const value = staticValue(input.staticValue, input.type);
    return { key: input.key, required, location: 'static', read: () => value };
  }
  if (location === '..' || location === '') return { key: input.key, required, location: '..', read: () => MISSING };
  try {
    return { key: input.key, required, location, read: compileReference(location, startId, true).read };
  } catch (error) {
    throw new FlowCompileError(`Node "${nodeId}": input "${input.key}": ${(error as Error).message}`, nodeId);
  }
}

function compileNode(node: WorkflowNode, startId: string, index: number): CompiledNode {
  const role = roleOf(node.kind);
  let condition: CompiledCondition | null = null;
  const expression = node.conditions?.[0];
  if (expression !== undefined) {
    try {
      condition = compileCondition(expression, startId);
    } catch (error) {
      throw new FlowCompileError(`Node "${node.id}": ${(error as Error).message}`, node.id);
    }
  }
  return {
    id: node.id,
    kind: node.kind,
    role,
    name: node.name,
    supplierId: node.supplierId ?? null,
    columnPosition: node.columnPosition ?? 0,
    nodePosition: node.nodePosition ?? index,
    dependencies: [...(node.dependencies ?? [])],
    condition,
    inputs: role === 'service' ? (node.inputs ?? []).map((input) => compileInput(input, startId, node.id)) : [],
    awaitKeys: role === 'await' ? [...(node.awaits?.[0]?.values ?? [])] : [],
  };
}

/**
 * Compiles a published flow object once: checks it (its shape, then the flow rules of
 * `validateFlow`: start column, end column, unique ids, no cycles, references to earlier columns),
 * then compiles every condition and input location into closures. Never throws: a flow it cannot
 * run answers `ok: false` with the problem.
 */
export function compileFlow(flow: unknown): CompileResult {
  try {
    assertShape(flow);
    const [problem] = validateFlow(flow);
    if (problem) throw new FlowCompileError(problem.message, problem.at);
    const startId = (flow.columns[0]?.nodes[0] as WorkflowNode).id;
    const last = flow.columns.length - 1;
    const endColumn = last > 0 && (flow.columns[last]?.nodes ?? []).every((node) => END_KINDS.has(node.kind)) ? last : null;
    const columns = flow.columns.map((column, c) => {
      const nodes = column.nodes.map((node, i) => compileNode(node, startId, i)).sort((a, b) => a.nodePosition - b.nodePosition);
      return c === endColumn ? nodes.sort((a, b) => END_ORDER.indexOf(a.kind) - END_ORDER.indexOf(b.kind)) : nodes;
    });
    const inputs = new Map<string, InputDeclaration>();
    for (const output of flow.columns[0]?.nodes[0]?.outputs ?? []) inputs.set(output.key, { type: output.type, format: output.format });
    return { ok: true, flow: { startId, columns, endColumn, inputs } };
  } catch (error) {
    if (error instanceof FlowCompileError) return { ok: false, problem: error.message, nodeId: error.nodeId };
    return { ok: false, problem: `The flow object is malformed (${(error as Error).message})`, nodeId: null };
  }
}
