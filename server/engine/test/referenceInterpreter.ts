import { RE2JS } from 're2js';
import { stripIntegerMarker } from '~/contract';
import { ageInYears } from '../functions';
import { nameSimilarity } from '../nameSimilarity';
import type { GeneratedScope } from './conditionTrees';

/**
 * Test only: a straightforward interpreter of the stored condition form, written from
 * decision-engine.md without the compiler's closures, to check the compiled evaluator against.
 * It walks the tree on every evaluation and re-reads every reference.
 */

const ABSENT = Symbol('absent');
type V = unknown;

/** The integer marker has one home (contract/conditions/marker.ts, with its own boundary tests). */
const unmark: (v: V) => V = stripIntegerMarker;

function lookup(reference: string, scope: GeneratedScope): V {
  const [kind, id, ...rest] = reference.split('.');
  const path = rest.join('.');
  let root: unknown;
  if (kind === 'input') root = scope.input;
  else if (kind === 'tag') return scope.tags[id as string] ?? ABSENT;
  else root = scope.outputs[id as string];
  if (!root || typeof root !== 'object') return ABSENT;
  const record = root as Record<string, unknown>;
  const value = Object.prototype.hasOwnProperty.call(record, path) ? record[path] : undefined;
  return value === undefined || value === null ? ABSENT : value;
}

function number(v: V): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

function text(v: V): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return `${v}`;
  return null;
}

function same(a: V, b: V): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (Array.isArray(a) || Array.isArray(b)) return false;
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    if (typeof a === 'boolean' && typeof b === 'boolean') return a === b;
    const [bool, other] = typeof a === 'boolean' ? [a, b] : [b, a];
    return typeof other === 'string' && other === (bool ? 'true' : 'false');
  }
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  if (typeof a === 'number' || typeof b === 'number') {
    const [x, y] = [number(a), number(b)];
    return x !== null && y !== null && x === y;
  }
  return a === b;
}

function empty(v: V): boolean {
  return v === ABSENT || v === null || (typeof v === 'string' && v.trim().length === 0) || (Array.isArray(v) && v.length === 0);
}

function operandValue(operand: Record<string, unknown>, scope: GeneratedScope): V {
  if ('obj' in operand) return lookup(operand.obj as string, scope);
  if ('call' in operand) return callFunction(operand.call as unknown[], scope);
  const v = unmark(operand.const);
  return v === null || v === undefined ? ABSENT : v;
}

function callFunction(call: unknown[], scope: GeneratedScope): boolean {
  const name = (call[0] as string).replace('functions.', '');
  const args = call.slice(1).map((arg) => operandValue(arg as Record<string, unknown>, scope));
  const n = (i: number) => (args[i] === ABSENT ? null : number(args[i]));
  switch (name) {
    case 'nameSimilarityAbove': {
      const [a, b, t] = [args[0] === ABSENT ? null : text(args[0]), args[1] === ABSENT ? null : text(args[1]), n(2)];
      return a !== null && b !== null && t !== null && nameSimilarity(a, b) >= t;
    }
    case 'ageBetween': {
      const [dob, low, high] = [n(0), n(1), n(2)];
      if (dob === null || low === null || high === null) return false;
      const age = ageInYears(dob, scope.now);
      return low <= age && age <= high;
    }
    case 'isEmpty':
      return empty(args[0]);
    case 'anyOf':
      return args[0] !== ABSENT && args.slice(1).some((c) => c !== ABSENT && same(args[0], c));
    case 'allPresent':
      return args.every((a) => !empty(a));
    case 'daysSinceAtLeast': {
      const [at, days] = [n(0), n(1)];
      return at !== null && days !== null && Math.floor((scope.now - at) / 86400) >= days;
    }
    default:
      throw new Error(`unknown function ${name}`);
  }
}

function compare(op: string, a: V, b: V, scope: GeneratedScope): boolean {
  if (a === ABSENT || b === ABSENT) return false;
  const [x, y] = [number(a), number(b)];
  const [s, t] = [text(a), text(b)];
  switch (op) {
    case 'eq':
      return same(a, b);
    case 'not':
      return !same(a, b);
    case 'gt':
      return x !== null && y !== null && x > y;
    case 'gte':
      return x !== null && y !== null && x >= y;
    case 'lt':
      return x !== null && y !== null && x < y;
    case 'lte':
      return x !== null && y !== null && x <= y;
    case 'contains':
      if (Array.isArray(a)) return a.some((item) => same(item, b));
      return s !== null && t !== null && s.indexOf(t) !== -1;
    case 'in': {
      if (Array.isArray(a)) return false;
      const options = Array.isArray(b) ? b : typeof b === 'string' ? b.split(',').map((part) => part.trim()) : null;
      return options !== null && options.some((option) => same(a, option));
    }
    case 'HasPrefix':
      return s !== null && t !== null && s.slice(0, t.length) === t;
    case 'HasSuffix':
      return s !== null && t !== null && (t.length === 0 || s.slice(-t.length) === t);
    case 'MatchString':
      return s !== null && s.length <= 10_000 && RE2JS.compile(String(b)).test(s);
    case 'IsBlocked':
      return s !== null && (scope.lists[String(b)] ?? []).includes(s.trim().toLowerCase());
    default:
      throw new Error(`unknown operator ${op}`);
  }
}

/** Evaluates a stored condition expression by walking it. */
export function interpret(expression: unknown, scope: GeneratedScope): boolean {
  const [[key, value]] = Object.entries(expression as Record<string, unknown>) as [[string, unknown]];
  const items = value as Record<string, unknown>[];
  if (key === 'and') return items.every((item) => interpret(item, scope));
  if (key === 'or') return items.some((item) => interpret(item, scope));
  return compare(key, operandValue(items[0] as Record<string, unknown>, scope), operandValue(items[1] as Record<string, unknown>, scope), scope);
}
