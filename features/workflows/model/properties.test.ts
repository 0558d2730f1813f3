import { describe, expect, it } from 'vitest';
import { generatedFlow } from '~/fixtures/generatedFlows';
import { fixtureTemplates, fixtureWorkflows } from '~/fixtures/workflowsData';
import { addBranchStep } from './addBranchStep';
import { addStep } from './addStep';
import { configureService } from './configureService';
import { deleteStep } from './deleteStep';
import { normalizeFlow } from './draft';
import { editAwait } from './editAwait';
import { editTag } from './editTag';
import { emptyFlow } from './emptyFlow';
import { createHistory, record, undo } from './history';
import { sequentialIdGenerator, START_NODE_ID } from './ids';
import { isStart } from './kinds';
import { allNodes, lastStepColumnIndex, usedServiceIds } from './queries';
import { replaceStep } from './replaceStep';
import { setEndStates } from './setEndStates';
import { setNodeConditions } from './setNodeConditions';
import { FlowError, type ConditionExpression, type Flow, type Step } from './types';
import { flowProblems } from './__tests__/flowRules';
import { deepFreeze } from './__tests__/freeze';
import { SERVICES } from './__tests__/steps';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T | undefined {
  return items[Math.floor(rand() * items.length)];
}

function randomStep(rand: () => number, n: number): Step {
  const roll = rand();
  if (roll < 0.5) {
    const source = pick(rand, SERVICES)!;
    return { kind: 'service', service: { ...source, inputs: [{ key: 'value', optionality: 'REQUIRED' }], outputs: [{ key: 'status' }] } };
  }
  if (roll < 0.7) return { kind: 'tag', name: `Tag ${n}` };
  if (roll < 0.85) return { kind: 'await', name: `Wait ${n}`, values: ['ifsc'] };
  return { kind: 'end', outcome: pick(rand, ['accept', 'reject', 'manualReview'] as const)! };
}

/** A comparison on a random node left of `column`, or on the input data. */
function randomCondition(rand: () => number, flow: Flow, column: number): ConditionExpression {
  const left = allNodes(flow).filter((n) => n.column > 0 && n.column < column && !n.node.kind.startsWith('end_'));
  const target = pick(rand, left);
  const obj = !target ? `input.${START_NODE_ID}.pan` : target.node.kind === 'tag' ? `tag.${target.node.id}.status` : `source.${target.node.id}.status`;
  const comparison = { eq: [{ obj }, { const: 'OK' }] } as ConditionExpression;
  return rand() < 0.5 ? comparison : ({ and: [comparison, { or: [{ eq: [{ obj: `input.${START_NODE_ID}.pan` }, { const: 'X' }] }] }] } as ConditionExpression);
}

function randomOperation(rand: () => number, flow: Flow, n: number, next: () => string): Flow {
  const nodes = allNodes(flow).filter(({ node }) => !isStart(node));
  const some = pick(rand, nodes);
  const roll = rand();
  if (roll < 0.35 || !some) {
    const last = lastStepColumnIndex(flow);
    const placement = rand() < 0.5 && last > 0 ? { column: 1 + Math.floor(rand() * last) } : { newColumnAfter: Math.floor(rand() * (last + 1)) };
    return addStep(flow, randomStep(rand, n), placement, next).flow;
  }
  if (roll < 0.5) return deleteStep(flow, some.node.id);
  if (roll < 0.6) return replaceStep(flow, some.node.id, randomStep(rand, n), next).flow;
  if (roll < 0.75) return setNodeConditions(flow, some.node.id, randomCondition(rand, flow, some.column));
  if (roll < 0.8) {
    const tagNode = allNodes(flow).find(({ node }) => node.kind === 'tag');
    if (tagNode) return addBranchStep(flow, tagNode.node.id, rand() < 0.5 ? 'A' : 'B', randomStep(rand, n), next).flow;
    return flow;
  }
  if (roll < 0.88) {
    const end = lastStepColumnIndex(flow) + 1;
    return setEndStates(flow, { [pick(rand, ['accept', 'reject', 'manualReview'] as const)!]: rand() < 0.8 ? randomCondition(rand, flow, end) : null }, next);
  }
  if (some.node.kind === 'AWAIT') return editAwait(flow, some.node.id, ['pan']);
  if (some.node.kind === 'tag') return editTag(flow, some.node.id, { name: `Renamed ${n}`, color: 'green' });
  if (some.node.kind === 'source') {
    const source = allNodes(flow).find((m) => m.column < some.column && m.node.kind === 'source');
    const location = source ? `source.${source.node.id}.status` : `input.${START_NODE_ID}.pan`;
    return configureService(flow, some.node.id, [{ key: 'value', location }]);
  }
  return flow;
}

describe('flow invariants under random edits', () => {
  it('hold after every operation of 200 random sequences, and undo returns each earlier flow untouched', () => {
    let applied = 0;
    let largest = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const rand = random(seed);
      const next = sequentialIdGenerator(`s${seed}x`);
      let history = createHistory(deepFreeze(emptyFlow()));
      const snapshots: string[] = [JSON.stringify(history.present)];
      for (let n = 0; n < 40; n += 1) {
        let changed: Flow;
        try {
          changed = randomOperation(rand, history.present, n, next);
        } catch (error) {
          if (error instanceof FlowError) continue;
          throw error;
        }
        const problems = flowProblems(changed);
        if (problems.length) throw new Error(`seed ${seed}, step ${n}: ${problems.join('; ')}`);
        const services = usedServiceIds(changed);
        expect(new Set(services).size).toBe(services.length);
        if (changed === history.present) continue;
        applied += 1;
        largest = Math.max(largest, allNodes(changed).length);
        history = record(history, deepFreeze(changed));
        snapshots.push(JSON.stringify(changed));
      }
      while (history.past.length) {
        history = undo(history);
        snapshots.pop();
        expect(JSON.stringify(history.present)).toBe(snapshots[snapshots.length - 1]);
      }
    }
    // Most operations apply (the rest are refused with a FlowError), and flows grow large.
    expect(applied).toBeGreaterThan(200 * 25);
    expect(largest).toBeGreaterThan(12);
    // 8,000 operations with full invariant checks: seconds of work, more on the shared 2-core runner.
  }, 20_000);

  it('the fixture workflows, templates and generated flows meet the same rules once normalised', () => {
    for (const workflow of fixtureWorkflows()) for (const version of workflow.versions) expect(flowProblems(normalizeFlow(version.flow), { complete: true })).toEqual([]);
    for (const template of fixtureTemplates()) expect(flowProblems(normalizeFlow(template.workflowObject), { complete: true })).toEqual([]);
    expect(flowProblems(normalizeFlow(generatedFlow(9, 20)), { complete: true })).toEqual([]);
  });
});
