import type { components } from '~/contract';
import { findService } from '../services/catalogue';
import { parseReference } from '../workflows/flowRules';
import type { Flow, FlowNode } from './workflowFlows';

/**
 * Seed only: replays a seeded flow over canned service answers, the way decision-engine.md says a
 * run goes, so that seeded transactions carry traces and outcomes consistent with their flows.
 * It is not the engine (no service calls, functions count as true) and nothing else uses it.
 */

type Trace = components['schemas']['TransactionNodeTrace'];
type Outcome = components['schemas']['TransactionOutcome'];
type Values = Record<string, unknown>;

/** Entries of the seeded block lists the seeded conditions name (mirrors the lists seed). */
const SEEDED_LIST_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  bl_fraud_pans: ['ABCPF1234K', 'QWERT6789Z', 'ZXCVB1357M', 'LKJHG2468P'],
  bl_risky_devices: ['dev-9f2c1a', 'dev-77b0e4'],
};

const MISSING = Symbol('missing');
type Value = unknown | typeof MISSING;

interface State {
  input: Values;
  outputs: Map<string, Values>;
  tags: Map<string, 'OK' | 'FAILED'>;
}

/** Numbers lose the integer marker of document 2 section 3.6. */
const plain = (value: unknown) => (typeof value === 'number' ? Number(value.toFixed(5)) : value);

function resolve(reference: string, state: State): Value {
  const parts = parseReference(reference);
  if (!parts) return MISSING;
  let value: unknown;
  if (parts.kind === 'input') value = state.input[parts.type];
  else if (parts.kind === 'tag') value = state.tags.get(parts.id);
  else value = state.outputs.get(parts.id)?.[parts.type];
  return value === undefined ? MISSING : value;
}

function operand(value: unknown, state: State): Value {
  const o = value as { obj?: string; const?: unknown; call?: unknown };
  if (typeof o.obj === 'string') return resolve(o.obj, state);
  if ('const' in o) return plain(o.const);
  if (o.call) return true;
  return MISSING;
}

function compare(op: string, left: Value, right: Value): boolean {
  if (left === MISSING || right === MISSING) return false;
  const a = plain(left);
  const b = plain(right);
  switch (op) {
    case 'eq':
      return a === b;
    case 'not':
      return a !== b;
    case 'gt':
      return typeof a === 'number' && typeof b === 'number' && a > b;
    case 'gte':
      return typeof a === 'number' && typeof b === 'number' && a >= b;
    case 'lt':
      return typeof a === 'number' && typeof b === 'number' && a < b;
    case 'lte':
      return typeof a === 'number' && typeof b === 'number' && a <= b;
    case 'contains':
      return Array.isArray(a) ? a.includes(b) : String(a).includes(String(b));
    case 'in':
      return (Array.isArray(b) ? b : String(b).split(',')).includes(a as never);
    case 'HasPrefix':
      return String(a).startsWith(String(b));
    case 'HasSuffix':
      return String(a).endsWith(String(b));
    case 'MatchString':
      return new RegExp(String(b)).test(String(a));
    case 'IsBlocked':
      return (SEEDED_LIST_ENTRIES[String(b)] ?? []).includes(String(a));
    default:
      return false;
  }
}

function holds(expression: unknown, state: State): boolean {
  const [[key, items] = ['and', []]] = Object.entries(expression as Record<string, unknown[]>);
  if (key === 'and') return items.every((item) => holds(item, state));
  if (key === 'or') return items.some((item) => holds(item, state));
  return compare(key, operand(items[0], state), operand(items[1], state));
}

export interface SimulatedRun {
  outcome: Outcome;
  reason: string | null;
  nodes: Trace[];
  awaitedKeys: string[];
  durationMs: number | null;
  /** Service calls made (a free call each in test mode). */
  serviceCalls: number;
  creditsLive: number;
}

/**
 * Runs the flow over `data`, answering each service node with `answers[supplierId]` (FAILED when
 * none). `seed` varies the per-node durations deterministically.
 */
export function simulateRun(flow: Flow, data: Values, answers: Readonly<Record<string, Values>>, seed: number): SimulatedRun {
  const state: State = { input: { ...data }, outputs: new Map(), tags: new Map() };
  const ran = new Set<string>();
  const nodes: Trace[] = [];
  let serviceCalls = 0;
  let creditsLive = 0;
  let total = 0;
  const duration = (index: number, base: number) => base + ((seed * 131 + index * 977) % (base * 2));
  const trace = (node: FlowNode, fields: Partial<Trace>): Trace => ({
    nodeId: node.id,
    kind: node.kind,
    name: node.name,
    supplierId: node.supplierId ?? null,
    columnPosition: node.columnPosition ?? 0,
    nodePosition: node.nodePosition ?? 0,
    status: 'SKIPPED',
    conditionResult: null,
    inputs: {},
    outputs: {},
    durationMs: 0,
    reason: null,
    ...fields,
  });

  const last = flow.columns.length - 1;
  for (const [c, column] of flow.columns.entries()) {
    if (c === last && c > 0) {
      // End column: reject, manual review, accept; the first that holds decides.
      const order = ['end_rejected', 'end_manual_review', 'end_accepted'];
      const ends = [...column.nodes].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
      let decided: FlowNode | null = null;
      for (const node of ends) {
        if (decided) {
          nodes.push(trace(node, { reason: `${decided.name} decided first` }));
          continue;
        }
        const result = (node.conditions ?? []).every((condition) => holds(condition, state));
        nodes.push(trace(node, { status: 'RAN', conditionResult: result, durationMs: 1 }));
        if (result) decided = node;
      }
      const outcome: Outcome = !decided ? 'MANUAL_REVIEW' : decided.kind === 'end_rejected' ? 'REJECTED' : decided.kind === 'end_accepted' ? 'ACCEPTED' : 'MANUAL_REVIEW';
      return { outcome, reason: decided ? null : 'no end condition matched', nodes, awaitedKeys: [], durationMs: total + 3, serviceCalls, creditsLive };
    }
    for (const [n, node] of column.nodes.entries()) {
      if (c === 0) {
        ran.add(node.id);
        nodes.push(trace(node, { status: 'RAN', outputs: { ...data }, durationMs: 1 }));
        continue;
      }
      const waiting = (node.dependencies ?? []).filter((d) => !ran.has(d));
      if (waiting.length) {
        nodes.push(trace(node, { reason: `depends on ${waiting.join(', ')}, which did not run` }));
        continue;
      }
      const condition = node.conditions?.[0];
      const result = condition ? holds(condition, state) : null;
      if (node.kind === 'tag') {
        state.tags.set(node.id, result === false ? 'FAILED' : 'OK');
        ran.add(node.id);
        nodes.push(trace(node, { status: 'RAN', conditionResult: result, outputs: { status: state.tags.get(node.id) }, durationMs: 1 }));
        continue;
      }
      if (result === false) {
        nodes.push(trace(node, { conditionResult: false, reason: 'condition did not hold' }));
        continue;
      }
      if (node.kind === 'AWAIT') {
        const keys = node.awaits?.[0]?.values ?? [];
        const missing = keys.filter((key) => data[key] === undefined);
        if (missing.length) {
          nodes.push(trace(node, { status: 'AWAITING', conditionResult: result, reason: `waiting for ${missing.join(', ')}` }));
          return { outcome: 'AWAITING', reason: null, nodes, awaitedKeys: missing, durationMs: null, serviceCalls, creditsLive };
        }
        ran.add(node.id);
        nodes.push(trace(node, { status: 'RAN', conditionResult: result, inputs: Object.fromEntries(keys.map((k) => [k, data[k]])), durationMs: 1 }));
        continue;
      }
      const inputs: Values = {};
      for (const definition of node.inputs ?? []) {
        if (definition.isStatic) inputs[definition.key] = definition.staticValue;
        else if (definition.location && definition.location !== '..') {
          const value = resolve(definition.location, state);
          if (value !== MISSING) inputs[definition.key] = value;
        }
      }
      const outputs = answers[node.supplierId ?? ''] ?? { status: 'FAILED' };
      const took = duration(c * 10 + n, 180);
      total += took;
      serviceCalls += 1;
      creditsLive += findService(node.supplierId ?? '')?.price ?? 0;
      state.outputs.set(node.id, outputs);
      ran.add(node.id);
      nodes.push(trace(node, { status: 'RAN', conditionResult: result, inputs, outputs, durationMs: took }));
    }
  }
  return { outcome: 'MANUAL_REVIEW', reason: 'no end condition matched', nodes, awaitedKeys: [], durationMs: total, serviceCalls, creditsLive };
}
