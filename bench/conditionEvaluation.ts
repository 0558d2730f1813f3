import jsonLogic from 'json-logic-js';
import { LIST_OPERATOR, PATTERN_OPERATOR } from '../contract/conditions/index.ts';
import { compileCondition } from '../server/engine/compileCondition.ts';
import { ageInYears } from '../server/engine/functions.ts';
import { nameSimilarity } from '../server/engine/nameSimilarity.ts';
import { generateScope, generateTrees, toScope, type GeneratedScope } from '../server/engine/test/conditionTrees.ts';
import { START } from '../server/engine/test/scope.ts';
import type { BenchResult } from './run.ts';

const TREES = 1_000;
const SCOPES = 20;

type Logic = unknown;

const RELATIONS: Record<string, (a: Logic, b: Logic) => Logic> = {
  eq: (a, b) => ({ '==': [a, b] }),
  not: (a, b) => ({ '!=': [a, b] }),
  gt: (a, b) => ({ '>': [a, b] }),
  gte: (a, b) => ({ '>=': [a, b] }),
  lt: (a, b) => ({ '<': [a, b] }),
  lte: (a, b) => ({ '<=': [a, b] }),
  contains: (a, b) => ({ in: [b, a] }),
  in: (a, b) => ({ in: [a, b] }),
  HasPrefix: (a, b) => ({ vf_prefix: [a, b] }),
  HasSuffix: (a, b) => ({ vf_suffix: [a, b] }),
  [PATTERN_OPERATOR]: (a, b) => ({ vf_match: [a, b] }),
  [LIST_OPERATOR]: (a, b) => ({ vf_listed: [a, b] }),
};

/** Our stored form (document 2 section 3.6) as JSON Logic: references become `var`, the rest built-ins or added operations. */
function toJsonLogic(expression: unknown): Logic {
  const [[key, value]] = Object.entries(expression as Record<string, unknown>) as [[string, unknown[]]];
  if (key === 'and' || key === 'or') return { '!!': [{ [key]: value.map(toJsonLogic) }] };
  return (RELATIONS[key] as (a: Logic, b: Logic) => Logic)(operand(value[0]), operand(value[1]));
}

function operand(raw: unknown): Logic {
  const o = raw as { obj?: string; const?: unknown; call?: unknown[] };
  if (typeof o.obj === 'string') return { var: o.obj.replace(`input.${START}.`, 'input.') };
  if (o.call) return { [`vf_${String(o.call[0]).replace('functions.', '')}`]: o.call.slice(1).map(operand) };
  return o.const;
}

let lists: Record<string, string[]> = {};
let now = 0;
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
jsonLogic.add_operation('vf_prefix', (a: unknown, b: unknown) => text(a)?.startsWith(text(b) ?? '\u0000') ?? false);
jsonLogic.add_operation('vf_suffix', (a: unknown, b: unknown) => text(a)?.endsWith(text(b) ?? '\u0000') ?? false);
jsonLogic.add_operation('vf_match', (a: unknown, b: unknown) => text(a) !== null && new RegExp(String(b)).test(text(a) as string));
jsonLogic.add_operation('vf_listed', (a: unknown, b: unknown) => (lists[String(b)] ?? []).includes((text(a) ?? '').trim().toLowerCase()));
jsonLogic.add_operation('vf_nameSimilarityAbove', (a: unknown, b: unknown, t: unknown) => nameSimilarity(String(a ?? ''), String(b ?? '')) >= Number(t));
jsonLogic.add_operation('vf_ageBetween', (dob: unknown, low: unknown, high: unknown) => {
  const age = ageInYears(Number(dob), now);
  return age >= Number(low) && age <= Number(high);
});
jsonLogic.add_operation('vf_isEmpty', (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0));
jsonLogic.add_operation('vf_anyOf', (v: unknown, ...options: unknown[]) => options.includes(v));
jsonLogic.add_operation('vf_allPresent', (...values: unknown[]) => values.every((v) => v !== null && v !== undefined && v !== ''));
jsonLogic.add_operation('vf_daysSinceAtLeast', (at: unknown, days: unknown) => Math.floor((now - Number(at)) / 86400) >= Number(days));

const jsonLogicData = (scope: GeneratedScope) => ({ input: scope.input, source: scope.outputs, tag: Object.fromEntries(Object.entries(scope.tags).map(([id, status]) => [id, { status }])) });

/**
 * Evaluations per second of each side over every tree and scope: the two sides' passes alternate
 * (so a busy machine slows both alike), and each side keeps its best pass, after a warm-up.
 */
function rates(sides: readonly ((tree: number, scope: number) => unknown)[], trees: number, scopes: number, rounds = 9): number[] {
  const pass = (evaluate: (tree: number, scope: number) => unknown) => {
    let sink = 0;
    for (let s = 0; s < scopes; s += 1) for (let t = 0; t < trees; t += 1) if (evaluate(t, s)) sink += 1;
    return sink;
  };
  for (const side of sides) pass(side);
  const best = sides.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    sides.forEach((side, i) => {
      const start = process.hrtime.bigint();
      pass(side);
      best[i] = Math.max(best[i] as number, (trees * scopes) / (Number(process.hrtime.bigint() - start) / 1e9));
    });
  }
  return best;
}

/**
 * Condition evaluation: the engine's compiled closures (compiled once per published version, as
 * the engine does) against json-logic-js interpreting the same 1,000 generated trees, translated
 * to JSON Logic, over the same 20 random inputs each.
 */
export function conditionEvaluation(): BenchResult {
  const trees = generateTrees(TREES, 7);
  const generated = Array.from({ length: SCOPES }, (_, i) => generateScope(1_000 + i));
  lists = generated[0]?.lists ?? {};
  now = generated[0]?.now ?? 0;
  const compiled = trees.map((tree) => compileCondition(tree, START));
  const scopes = generated.map(toScope);
  const rules = trees.map(toJsonLogic);
  const data = generated.map(jsonLogicData);
  const [ours = 0, peer = 0] = rates([(t, s) => (compiled[t] as (typeof compiled)[number]).evaluate(scopes[s] as (typeof scopes)[number]), (t, s) => jsonLogic.apply(rules[t], data[s])], TREES, SCOPES);
  return { name: `condition evaluation (${TREES.toLocaleString('en')} generated trees × ${SCOPES} inputs)`, oursPerSecond: ours, peerPerSecond: peer, peer: 'json-logic-js 2.0.5 on the same trees' };
}
