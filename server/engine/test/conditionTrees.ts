import type { Scope } from '../references';
import { START } from './scope';

/**
 * Random stored condition trees and random scopes over a small vocabulary, reproducible from a
 * seed: the differential test and the condition-evaluation bench share them.
 */

export const SERVICE = 'svc_1';
export const TAG_ID = 'tag_1';
export const LIST_IDS = ['bl_a', 'bl_b'] as const;

const INPUT_KEYS = ['s1', 's2', 'n1', 'n2', 'b1', 'l1', 'd1', 'absent'] as const;
const OUTPUT_KEYS = ['status', 'score', 'name', 'tags'] as const;
const TEXTS = ['ABC', 'abc', 'ABCPE1234F', 'Ravi Kumar', 'Kumar', 'OK', 'FAILED', 'NO_RECORD_FOUND', '', ' ', '50', '7.5', 'true', 'IN', 'US,IN', 'a,b , c'];
const NUMBERS = [0, 1, -1, 7.5, 50, 50.000001, 18.000001, 100, -3.000001, 1e6];
const PATTERNS = ['^[A-Z]{5}[0-9]{4}[A-Z]$', '^ABC', 'Kumar$', '[0-9]+', '^(OK|FAILED)$', 'a,b'];
const RELATIONS = ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'HasPrefix', 'HasSuffix', 'MatchString', 'IsBlocked'] as const;
const FUNCTIONS = ['nameSimilarityAbove', 'ageBetween', 'isEmpty', 'anyOf', 'allPresent', 'daysSinceAtLeast'] as const;

/** mulberry32: a small, fast, seeded generator. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

function scalar(r: Random): unknown {
  const roll = r.int(10);
  if (roll < 4) return r.pick(TEXTS);
  if (roll < 8) return r.pick(NUMBERS);
  if (roll < 9) return r.next() < 0.5;
  return null;
}

function constant(r: Random): unknown {
  return r.int(6) === 0 ? Array.from({ length: r.int(4) }, () => (r.next() < 0.5 ? r.pick(TEXTS) : r.pick(NUMBERS))) : scalar(r);
}

function reference(r: Random): { obj: string } {
  const roll = r.int(10);
  if (roll < 6) return { obj: `input.${START}.${r.pick(INPUT_KEYS)}` };
  if (roll < 9) return { obj: `source.${SERVICE}.${r.pick(OUTPUT_KEYS)}` };
  return { obj: `tag.${TAG_ID}.status` };
}

const operand = (r: Random) => (r.next() < 0.3 ? reference(r) : { const: constant(r) });

function call(r: Random): unknown {
  const name = r.pick(FUNCTIONS);
  const arg = () => (r.next() < 0.6 ? reference(r) : { const: scalar(r) });
  const args: Record<(typeof FUNCTIONS)[number], () => unknown[]> = {
    nameSimilarityAbove: () => [arg(), arg(), { const: r.pick([0, 50, 80.000001, 100]) }],
    ageBetween: () => [reference(r), { const: r.pick([0, 18.000001, 21]) }, { const: r.pick([30, 60.000001, 200]) }],
    isEmpty: () => [arg()],
    anyOf: () => [arg(), ...Array.from({ length: 1 + r.int(3) }, arg)],
    allPresent: () => Array.from({ length: 2 + r.int(3) }, arg),
    daysSinceAtLeast: () => [reference(r), { const: r.pick([0, 1, 30.000001, 365]) }],
  };
  return { eq: [{ call: [`functions.${name}`, ...args[name]()] }, { const: r.next() < 0.9 }] };
}

function comparison(r: Random): unknown {
  if (r.int(8) === 0) return call(r);
  const op = r.pick(RELATIONS);
  if (op === 'MatchString') return { MatchString: [reference(r), { const: r.pick(PATTERNS) }] };
  if (op === 'IsBlocked') return { IsBlocked: [reference(r), { const: r.pick(LIST_IDS) }] };
  return { [op]: [reference(r), operand(r)] };
}

function tree(r: Random, depth: number): unknown {
  if (depth >= 4 || r.next() < 0.35) return comparison(r);
  const size = r.int(5);
  return { [r.next() < 0.5 ? 'and' : 'or']: Array.from({ length: size }, () => tree(r, depth + 1)) };
}

/** `count` condition trees (groups up to 4 deep, every operator and function). */
export function generateTrees(count: number, seed = 1): unknown[] {
  const r = random(seed);
  return Array.from({ length: count }, () => tree(r, 0));
}

function value(r: Random): unknown {
  const roll = r.int(12);
  if (roll === 0) return undefined;
  if (roll === 1) return [r.pick(TEXTS), r.pick(NUMBERS)];
  if (roll === 2) return String(r.pick(NUMBERS));
  return scalar(r);
}

export interface GeneratedScope {
  input: Record<string, unknown>;
  outputs: Record<string, Record<string, unknown>>;
  tags: Record<string, 'OK' | 'FAILED'>;
  now: number;
  lists: Record<string, string[]>;
}

/** A random scope over the vocabulary the trees use; missing values, odd types and dates included. */
export function generateScope(seed: number): GeneratedScope {
  const r = random(seed);
  const input: Record<string, unknown> = {};
  for (const key of INPUT_KEYS) {
    if (key === 'absent') continue;
    const v = key === 'd1' ? Date.UTC(1960 + r.int(60), r.int(12), 1 + r.int(28)) / 1000 : value(r);
    if (v !== undefined) input[key] = v;
  }
  const outputs: Record<string, Record<string, unknown>> = {};
  if (r.next() < 0.8) {
    outputs[SERVICE] = { status: r.pick(['OK', 'FAILED', 'NO_RECORD_FOUND']), score: r.pick(NUMBERS), name: r.pick(['RAVI KUMAR', 'Kumar Ravi', 'Priya', '']), tags: [r.pick(TEXTS), r.pick(TEXTS)] };
  }
  const tags: Record<string, 'OK' | 'FAILED'> = r.next() < 0.7 ? { [TAG_ID]: r.next() < 0.5 ? 'OK' : 'FAILED' } : {};
  const lists = { bl_a: ['abc', 'abcpe1234f', '50'], bl_b: ['ok', 'ravi kumar'] };
  return { input, outputs, tags, now: Date.UTC(2026, 10, 24) / 1000, lists };
}

/** The engine's scope for a generated one (list entries compared trimmed and lower-cased). */
export function toScope(generated: GeneratedScope): Scope {
  return {
    input: generated.input,
    outputs: generated.outputs,
    tags: generated.tags,
    now: generated.now,
    listed: (listId, value) => (generated.lists[listId] ?? []).includes(value.trim().toLowerCase()),
  };
}
