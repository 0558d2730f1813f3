import jsonLogic from 'json-logic-js';
import { LogicEngine } from 'json-logic-engine';
import { compileCondition } from '../server/engine/compileCondition.ts';
import { generateScope, generateTrees, toScope } from '../server/engine/test/conditionTrees.ts';
import { START } from '../server/engine/test/scope.ts';
import { jsonLogicData, peerOperations, toJsonLogic } from './jsonLogicPeer.ts';
import type { BenchResult } from './run.ts';

const TREES = 1_000;
const SCOPES = 20;

type Side = (tree: number, scope: number) => unknown;

/**
 * Evaluations per second of each side's pass over every tree and input: the passes alternate (so a
 * busy machine slows all alike) and each side keeps its best, after a warm-up (this
 * machine's collector pauses are long and come at random, so many rounds). Each side's pass is
 * its own loop, so one side's calls do not shape how V8 compiles another's.
 */
function rates(passes: readonly (() => number)[], evaluations: number, rounds = 25): number[] {
  for (let warm = 0; warm < 5; warm += 1) for (const pass of passes) pass();
  const best = passes.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    passes.forEach((pass, i) => {
      const start = process.hrtime.bigint();
      pass();
      best[i] = Math.max(best[i] as number, evaluations / (Number(process.hrtime.bigint() - start) / 1e9));
    });
  }
  return best;
}

/** Throws unless every peer gives our answer on every tree and input: a ratio of different work means nothing. */
export function assertAgreement(ours: Side, peers: Record<string, Side>, trees: number, scopes: number): void {
  for (const [name, peer] of Object.entries(peers)) {
    let disagreements = 0;
    let first = '';
    for (let s = 0; s < scopes; s += 1)
      for (let t = 0; t < trees; t += 1) {
        const [a, b] = [Boolean(ours(t, s)), Boolean(peer(t, s))];
        if (a !== b) {
          disagreements += 1;
          first ||= `tree ${t}, input ${s}: ours ${a}, ${name} ${b}`;
        }
      }
    if (disagreements > 0) throw new Error(`condition evaluation: ${name} disagrees with the engine on ${disagreements} of ${trees * scopes} evaluations (first: ${first})`);
  }
}

/**
 * Condition evaluation: the engine's compiled closures (compiled once per published version, as
 * the engine does) against the same 1,000 generated trees translated to JSON Logic
 * (bench/jsonLogicPeer.ts), over the same 20 random inputs each; the sides agree on every
 * evaluation before anything is timed. Peers: json-logic-engine's compiled mode (`build`, the
 * strongest JSON Logic evaluator we know of) and json-logic-js interpreting.
 */
export function conditionEvaluation(): BenchResult[] {
  const trees = generateTrees(TREES, 7);
  const generated = Array.from({ length: SCOPES }, (_, i) => generateScope(1_000 + i));
  const context = { now: generated[0]?.now ?? 0, lists: generated[0]?.lists ?? {} };
  if (generated.some((g) => g.now !== context.now || JSON.stringify(g.lists) !== JSON.stringify(context.lists))) throw new Error('the generated inputs no longer share one clock and one set of lists');
  const operations = peerOperations(context);
  const engine = new LogicEngine();
  for (const [name, operation] of Object.entries(operations)) {
    jsonLogic.add_operation(name, (...args: unknown[]) => operation(args));
    engine.addMethod(name, (args: unknown) => operation(args as unknown[]), { deterministic: false });
  }

  const compiled = trees.map((tree) => compileCondition(tree, START));
  const scopes = generated.map(toScope);
  const rules = trees.map(toJsonLogic);
  const built = rules.map((rule) => engine.build(rule) as (data: unknown) => unknown);
  const data = generated.map(jsonLogicData);

  const ours: Side = (t, s) => (compiled[t] as (typeof compiled)[number]).evaluate(scopes[s] as (typeof scopes)[number]);
  const engineBuilt: Side = (t, s) => (built[t] as (typeof built)[number])(data[s]);
  const interpreted: Side = (t, s) => jsonLogic.apply(rules[t], data[s]);
  assertAgreement(ours, { 'json-logic-engine': engineBuilt, 'json-logic-js': interpreted }, TREES, SCOPES);

  const passes = [
    () => {
      let held = 0;
      for (const scope of scopes) for (const condition of compiled) if (condition.evaluate(scope)) held += 1;
      return held;
    },
    () => {
      let held = 0;
      for (const input of data) for (const rule of built) if (rule(input)) held += 1;
      return held;
    },
    () => {
      let held = 0;
      for (const input of data) for (const rule of rules) if (jsonLogic.apply(rule, input)) held += 1;
      return held;
    },
    // What a run does (server/engine/execute.ts): the answer with the trace of every comparison, which the usage logs show.
    () => {
      let held = 0;
      for (const scope of scopes) for (const condition of compiled) if (condition.explain(scope).result) held += 1;
      return held;
    },
  ];
  const [oursRate = 0, engineRate = 0, interpretedRate = 0, explainedRate = 0] = rates(passes, TREES * SCOPES);
  const name = `condition evaluation (${TREES.toLocaleString('en')} generated trees × ${SCOPES} inputs, 0 disagreements)`;
  return [
    { name, oursPerSecond: oursRate, peerPerSecond: engineRate, peer: 'json-logic-engine 5.0.7 compiled (build) on the same trees' },
    { name, oursPerSecond: oursRate, peerPerSecond: interpretedRate, peer: 'json-logic-js 2.0.5 interpreting the same trees' },
    {
      name: `${name}, ours with the trace a run records (explain)`,
      oursPerSecond: explainedRate,
      peerPerSecond: engineRate,
      peer: 'json-logic-engine 5.0.7 compiled (build), answers only',
    },
  ];
}
