import type { components } from '~/contract';
import {
  comparisonsOf,
  conditionIssues,
  issueText,
  operandShape,
  parseLocation,
  parseReference as parseConditionReference,
  calledFunction,
  FUNCTIONAL_OPERATORS,
  PATTERN_OPERATOR,
  referenceProblemText,
  referencesOf,
  registeredArity,
  splitReference,
  type ConditionIssue,
  type ReferenceResult,
} from '~/contract';
import { checkPattern } from './patternSafety';

/** References are checked apart, against the nodes of the flow. */
const acceptAny = (): ReferenceResult => ({ ok: true, reference: { kind: 'input', id: '', type: '' }, path: [] });

type Schemas = components['schemas'];
export type WorkflowObject = Schemas['WorkflowObject'];
export type WorkflowNode = Schemas['WorkflowNode'];
export type WorkflowNodeKind = Schemas['WorkflowNodeKind'];

/** `2 arguments`, `1 argument`, `at least 2 arguments`. */
function arityText(min: number, max: number): string {
  return `${max === Infinity ? 'at least ' : ''}${min} argument${min === 1 ? '' : 's'}`;
}

/** Limits beyond the contract's per-array bounds. */
export const MAX_NODES = 200;

export const START_KINDS: ReadonlySet<WorkflowNodeKind> = new Set(['START', 'input']);
export const END_KINDS: ReadonlySet<WorkflowNodeKind> = new Set(['end_accepted', 'end_rejected', 'end_manual_review']);
export const SERVICE_KINDS: ReadonlySet<WorkflowNodeKind> = new Set(['source', 'service', 'CAPABILITY']);

export interface FlowProblem {
  /** The node (or column) the problem is about. */
  at: string | null;
  message: string;
}

interface Located {
  node: WorkflowNode;
  column: number;
}

/** Splits `kind.id.type` at its first two dots (the type may hold dots of its own). */
export const parseReference = splitReference;

/** The node with the first cycle through `dependencies`, as a path a → b → a; null when there is none. */
function findCycle(nodes: ReadonlyMap<string, Located>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  for (const start of nodes.keys()) {
    if (state.has(start)) continue;
    // Iterative depth-first search keeping the current path.
    const path: string[] = [];
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 'visiting');
    path.push(start);
    while (stack.length) {
      const top = stack[stack.length - 1] as { id: string; next: number };
      const deps = (nodes.get(top.id)?.node.dependencies ?? []).filter((d) => nodes.has(d));
      if (top.next >= deps.length) {
        state.set(top.id, 'done');
        stack.pop();
        path.pop();
        continue;
      }
      const dep = deps[top.next] as string;
      top.next += 1;
      const seen = state.get(dep);
      if (seen === 'visiting') return [...path.slice(path.indexOf(dep)), dep];
      if (seen === 'done') continue;
      state.set(dep, 'visiting');
      path.push(dep);
      stack.push({ id: dep, next: 0 });
    }
  }
  return null;
}

/**
 * The rules of a flow object beyond its schema (document 2 section 3.2, decision-engine.md):
 * column_0 holds the one start node; with more than one column the last holds only end nodes
 * (at most one of each kind) and end nodes appear nowhere else; node and column ids are unique;
 * a service is used once; dependencies name nodes of earlier columns and form no cycle;
 * references in conditions and input locations point at the start node or at nodes of earlier
 * columns; custom functions are named `functions.<name>`, are functions `GET /evaluations/operators`
 * lists (the contract's registry) and get as many arguments as they take; comparisons hold two
 * operands; MatchString patterns are constants that pass `checkPattern` and compile as RE2; the list
 * operator names its list with a constant. Answers every problem found, in
 * order; an empty list means the flow is valid.
 */
export function validateFlow(flow: WorkflowObject): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const problem = (at: string | null, message: string) => {
    if (problems.length < 50) problems.push({ at, message });
  };
  const columns = flow.columns;
  const nodes = new Map<string, Located>();
  const columnIds = new Set<string>();
  let total = 0;

  columns.forEach((column, c) => {
    if (columnIds.has(column.id)) problem(column.id, `Column id "${column.id}" is used more than once`);
    columnIds.add(column.id);
    for (const node of column.nodes) {
      total += 1;
      if (nodes.has(node.id)) problem(node.id, `Node id "${node.id}" is used more than once`);
      else nodes.set(node.id, { node, column: c });
    }
  });
  if (total > MAX_NODES) problem(null, `The workflow has ${total} nodes; at most ${MAX_NODES} are allowed`);

  // The start column.
  const first = columns[0];
  let startId: string | null = null;
  if (!first || first.id !== 'column_0') {
    problem(first?.id ?? null, 'The first column must be column_0, the start column');
  } else if (first.nodes.length !== 1 || !START_KINDS.has(first.nodes[0]?.kind as WorkflowNodeKind)) {
    problem('column_0', 'column_0 must hold exactly one node, the start node (kind START or input)');
  } else {
    startId = (first.nodes[0] as WorkflowNode).id;
  }
  if (columns.slice(1).some((column) => column.id === 'column_0')) problem('column_0', 'column_0 must be the first column');

  // Kinds by column.
  const last = columns.length - 1;
  const endKindsSeen = new Set<string>();
  columns.forEach((column, c) => {
    for (const node of column.nodes) {
      if (c > 0 && START_KINDS.has(node.kind)) problem(node.id, `Start node "${node.id}" is in ${column.id}; the start node belongs in column_0`);
      if (END_KINDS.has(node.kind)) {
        if (c !== last || c === 0) problem(node.id, `End node "${node.id}" is in ${column.id}; end nodes belong in the last column`);
        else if (endKindsSeen.has(node.kind)) problem(node.id, `End node "${node.id}" repeats ${node.kind}; the last column holds at most one end node of each kind`);
        endKindsSeen.add(node.kind);
      } else if (c === last && c > 0) {
        problem(node.id, `Node "${node.id}" (${node.kind}) is in the last column, which holds only end nodes (accept, reject, manual review)`);
      }
    }
  });

  // A service (or capability) is used once.
  const suppliers = new Map<string, string>();
  for (const { node } of nodes.values()) {
    if (!node.supplierId || !SERVICE_KINDS.has(node.kind)) continue;
    const other = suppliers.get(node.supplierId);
    if (other) problem(node.id, `Service "${node.supplierId}" is used by both "${other}" and "${node.id}"; a service can be added once`);
    else suppliers.set(node.supplierId, node.id);
  }

  // Dependencies.
  const cycle = findCycle(nodes);
  if (cycle) problem(cycle[0] ?? null, `Nodes depend on each other in a cycle: ${cycle.map((id) => `"${id}"`).join(' → ')}`);
  for (const { node, column } of nodes.values()) {
    for (const dep of node.dependencies ?? []) {
      const target = nodes.get(dep);
      if (!target) problem(node.id, `Node "${node.id}" depends on "${dep}", which is not a node of this workflow`);
      else if (!cycle && target.column >= column) problem(node.id, `Node "${node.id}" depends on "${dep}", which is not in an earlier column`);
    }
  }

  // References: the contract's grammar, then what they name in this flow.
  const checkReference = (owner: Located, reference: string, what: string, grammar: typeof parseConditionReference) => {
    const say = (message: string) => problem(owner.node.id, `Node "${owner.node.id}": ${what} "${reference}" ${message}`);
    const read = grammar(reference, startId);
    if (!read.ok && read.problem.code === 'otherStart') return say(`names "${read.problem.id}", but the start node is "${read.problem.startId}"`);
    if (!read.ok && read.problem.code === 'unknownKind') return say(`has an unknown kind "${read.problem.kind}"`);
    if (!read.ok && read.problem.code !== 'tagNotStatus') return say('is not a kind.id.type reference');
    const parts = read.ok ? read.reference : (splitReference(reference) as { kind: string; id: string });
    if (parts.kind === 'input') return;
    const target = nodes.get(parts.id);
    if (!target || target.column >= owner.column) return say(`refers to "${parts.id}", which is not a node of an earlier column`);
    if (parts.kind === 'tag') {
      if (target.node.kind !== 'tag') say(`refers to "${parts.id}", which is not a tag`);
      else if (!read.ok) say("must read the tag's status");
    } else if (!SERVICE_KINDS.has(target.node.kind)) {
      say(`refers to "${parts.id}", which is not a service`);
    }
  };

  /** The structural rules of the contract (contract/conditions), worded for a save; `of` names the step. */
  const issueMessage = (issue: ConditionIssue, of: string): string | null => {
    switch (issue.code) {
      case 'reference':
        return null;
      case 'callName':
        return 'a function call must start with "functions.<name>"';
      case 'unknownFunction':
        return `unknown function '${String(calledFunction(issue.name))}' in the condition of ${of}; the functions are ${FUNCTIONAL_OPERATORS.map((f) => f.name).join(', ')}`;
      case 'arity':
        return `'${issue.name}' takes ${arityText(issue.min, issue.max)}, got ${issue.count}, in the condition of ${of}`;
      case 'operandCount':
        return issue.count === null
          ? `'${issue.operator}' takes a list of 2 arguments, in the condition of ${of}`
          : `'${issue.operator}' takes 2 arguments, got ${issue.count}, in the condition of ${of}`;
      case 'patternNotConstant':
        return `the ${issue.operator} pattern must be a constant string`;
      case 'listNotConstant':
        return `${issue.operator} must name its list with a constant list id`;
      case 'operandShape':
      case 'nestedCall':
      case 'referenceNotText':
        return issue.path.includes('.call[') ? 'the arguments of a function call must be references or constants' : 'a condition operand must be one of {"obj"}, {"const"} or {"call"}';
      default:
        return issueText(issue, referenceProblemText);
    }
  };

  const checkExpression = (owner: Located, expression: unknown) => {
    const where = `Node "${owner.node.id}"`;
    const of = owner.node.name ? `"${owner.node.name}"` : `"${owner.node.id}"`;
    for (const issue of conditionIssues(expression, { reference: acceptAny, functionArity: registeredArity })) {
      const message = issueMessage(issue, of);
      if (message) problem(owner.node.id, `${where}: ${message}`);
    }
    for (const reference of referencesOf(expression)) checkReference(owner, reference, 'the condition reference', parseConditionReference);
    for (const comparison of comparisonsOf(expression)) {
      const pattern = operandShape(comparison.operands[1]);
      if (comparison.operator !== PATTERN_OPERATOR || !pattern || !('constant' in pattern) || typeof pattern.constant !== 'string') continue;
      const check = checkPattern(pattern.constant);
      if (!check.ok) problem(owner.node.id, `${where}: the ${PATTERN_OPERATOR} pattern in the condition of ${of} ${check.reason}`);
    }
  };

  for (const located of nodes.values()) {
    const { node } = located;
    for (const condition of node.conditions ?? []) checkExpression(located, condition);
    for (const input of node.inputs ?? []) {
      if (input.isStatic || input.locationKind === 'static' || !input.location || input.location === '..') continue;
      if (input.location.startsWith('static.')) continue;
      checkReference(located, input.location, `input "${input.key}" location`, parseLocation);
    }
  }
  return problems;
}

/** Keys and values with object keys in a stable order, so two equal flows compare equal however stored. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
