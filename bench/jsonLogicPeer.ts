import { LIST_OPERATOR, PATTERN_OPERATOR } from '../contract/conditions/index.ts';
import { compilePattern } from '../server/engine/boundedMatch.ts';
import { FUNCTIONS } from '../server/engine/functions.ts';
import { RELATIONS } from '../server/engine/relational.ts';
import { MISSING, stripMarker, toText, type Resolved } from '../server/engine/values.ts';
import { START } from '../server/engine/test/scope.ts';
import type { GeneratedScope } from '../server/engine/test/conditionTrees.ts';

/**
 * Our stored conditions (document 2 section 3.6) as JSON Logic, with the operations JSON Logic
 * lacks added under `vf_` names. Each added operation computes exactly what the engine computes
 * (the same relation, function and pattern primitives, a missing or null operand making a
 * comparison false), so a JSON Logic evaluator gives the same answer on every tree and input; what
 * differs is only how the tree is walked: interpreted (json-logic-js), or built into a function
 * (json-logic-engine's `build`) against our closures compiled once.
 */

type Logic = unknown;
/** An added operation over its evaluated arguments. */
export type Operation = (args: readonly unknown[]) => unknown;

const present = (v: unknown): Resolved => (v === null || v === undefined ? MISSING : v);

/** Patterns are compiled once each (as the engine does at compile time), with the engine's own matcher. */
const matchers = new Map<string, (text: string) => boolean>();
const matcherOf = (pattern: unknown) => {
  let matcher = matchers.get(String(pattern));
  if (!matcher) {
    matcher = compilePattern(pattern);
    matchers.set(String(pattern), matcher);
  }
  return matcher;
};

export interface PeerContext {
  now: number;
  lists: Record<string, string[]>;
}

/** The added operations, over a fixed clock and fixed lists (every generated input shares them). */
export function peerOperations(context: PeerContext): Record<string, Operation> {
  const operations: Record<string, Operation> = {};
  for (const [name, relation] of Object.entries(RELATIONS)) {
    operations[`vf_${name}`] = ([a, b]) => a !== null && a !== undefined && b !== null && b !== undefined && relation(a, b);
  }
  operations[`vf_${PATTERN_OPERATOR}`] = ([a, pattern]) => {
    const text = a === null || a === undefined ? null : toText(a);
    return text !== null && matcherOf(pattern)(text);
  };
  operations[`vf_${LIST_OPERATOR}`] = ([a, listId]) => {
    const text = a === null || a === undefined ? null : toText(a);
    return text !== null && (context.lists[String(listId)] ?? []).includes(text.trim().toLowerCase());
  };
  for (const [name, fn] of Object.entries(FUNCTIONS)) operations[`vf_fn_${name}`] = (args) => fn(args.map(present), context.now);
  return operations;
}

function operand(raw: unknown): Logic {
  const o = raw as { obj?: string; const?: unknown; call?: unknown[] };
  if (typeof o.obj === 'string') return { var: o.obj.replace(`input.${START}.`, 'input.') };
  if (o.call) return { [`vf_fn_${String(o.call[0]).replace('functions.', '')}`]: o.call.slice(1).map(operand) };
  return stripMarker(o.const);
}

/** A stored condition as JSON Logic: references become `var`, groups `and`/`or` (an empty group is its identity), comparisons the added operations. */
export function toJsonLogic(expression: unknown): Logic {
  const [[key, value]] = Object.entries(expression as Record<string, unknown>) as [[string, unknown[]]];
  if (key === 'and' || key === 'or') return value.length === 0 ? key === 'and' : { [key]: value.map(toJsonLogic) };
  return { [`vf_${key}`]: [operand(value[0]), operand(value[1])] };
}

/** The data a JSON Logic rule reads for a generated input (tags as `tag.<id>.status`). */
export const jsonLogicData = (scope: GeneratedScope) => ({
  input: scope.input,
  source: scope.outputs,
  tag: Object.fromEntries(Object.entries(scope.tags).map(([id, status]) => [id, { status }])),
});
