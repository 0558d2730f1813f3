import { describe, expect, it } from 'vitest';
import type { components } from '~/contract';
import { compileFlow, type CompiledFlow } from './compileFlow';
import { execute, NO_END_MATCHED, poll, resume } from './execute';
import { prepareInput } from './inputData';
import type { RunState } from './runState';
import { AWAIT, BANK, done, engineContext, fakeServices, fullFlow, MOBILE, PAN, standardServices, TAG } from './test/flows';
import { START } from './test/scope';

type Flow = components['schemas']['WorkflowObject'];

function compiled(flow: Flow = fullFlow()): CompiledFlow {
  const result = compileFlow(flow);
  if (!result.ok) throw new Error(result.problem);
  return result.flow;
}

const statuses = (state: RunState) => Object.fromEntries(state.trace.map((t) => [t.nodeId, t.status]));
const traceOf = (state: RunState, id: string) => state.trace.find((t) => t.nodeId === id);
const trusted = { pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma', mobile: '+919812345678' };
const untrusted = { pan: 'ABCPE1234F', fullName: 'Someone Else', mobile: '+919812340000' };

describe('execute', () => {
  it('runs columns left to right, nodes in nodePosition order, and accepts', async () => {
    const { caller, calls } = fakeServices(standardServices);
    const state = await execute(compiled(), trusted, engineContext(caller));
    expect(state.outcome).toBe('ACCEPTED');
    expect(state.reason).toBeNull();
    expect(calls.map((c) => c.serviceId)).toEqual(['pan-verification', 'mobile-risk', 'bank-account-verification']);
    expect(state.trace.map((t) => t.nodeId)).toEqual([START, PAN, MOBILE, TAG, BANK, AWAIT, 'reject_e1', 'manual_review_e1', 'accept_e1']);
    expect(statuses(state)).toMatchObject({ [PAN]: 'RAN', [TAG]: 'RAN', [BANK]: 'RAN', [AWAIT]: 'SKIPPED', reject_e1: 'RAN', manual_review_e1: 'RAN', accept_e1: 'RAN' });
    expect(traceOf(state, TAG)).toMatchObject({ conditionResult: true, outputs: { status: 'OK' } });
    expect(traceOf(state, AWAIT)).toMatchObject({ conditionResult: false, reason: 'condition did not hold' });
    expect(state.servicesCalled).toEqual(['pan-verification', 'mobile-risk', 'bank-account-verification']);
  });

  it('resolves service inputs from the input, other services and static values (converted to their type)', async () => {
    const { caller, calls } = fakeServices(standardServices);
    const state = await execute(compiled(), trusted, engineContext(caller));
    expect(calls[0]?.inputs).toEqual({ pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma' });
    expect(calls[2]?.inputs).toEqual({ accountNumber: '50100012345678', fullName: 'RAVI KUMAR SHARMA', minScore: 70 });
    expect(traceOf(state, BANK)?.inputs).toEqual(calls[2]?.inputs);
    expect(traceOf(state, PAN)?.outputs).toEqual({ status: 'OK', name: 'RAVI KUMAR SHARMA', nameMatchScore: 100 });
  });

  it('evaluates end conditions in the order reject, manual review, accept', async () => {
    const flow = fullFlow();
    const ends = flow.columns[4]?.nodes ?? [];
    for (const end of ends) end.conditions = [{ eq: [{ obj: `input.${START}.pan` }, { const: 'ABCPE1234F' }] }];
    const { caller } = fakeServices(standardServices);
    const state = await execute(compiled(flow), trusted, engineContext(caller));
    expect(state.outcome).toBe('REJECTED');
    expect(traceOf(state, 'manual_review_e1')).toMatchObject({ status: 'SKIPPED', reason: 'Reject decided first' });
    expect(traceOf(state, 'accept_e1')).toMatchObject({ status: 'SKIPPED', reason: 'Reject decided first' });

    const withoutReject = fullFlow();
    const endColumn = withoutReject.columns[4];
    if (endColumn) endColumn.nodes = endColumn.nodes.filter((n) => n.kind !== 'end_rejected').map((n) => ({ ...n, conditions: [{ eq: [{ const: true }, { const: true }] }] }));
    const second = await execute(compiled(withoutReject), trusted, engineContext(caller));
    expect(second.outcome).toBe('MANUAL_REVIEW');
    expect(second.reason).toBeNull();
  });

  it('answers MANUAL_REVIEW with "no end condition matched" when no end condition holds', async () => {
    const flow = fullFlow();
    const endColumn = flow.columns[4];
    if (endColumn) endColumn.nodes = endColumn.nodes.filter((n) => n.kind !== 'end_manual_review');
    const { caller } = fakeServices({ ...standardServices, 'pan-verification': () => done('FAILED') });
    const state = await execute(compiled(flow), { ...trusted, selfieScore: 90 }, engineContext(caller));
    expect(state.outcome).toBe('MANUAL_REVIEW');
    expect(state.reason).toBe(NO_END_MATCHED);
    expect(NO_END_MATCHED).toBe('no end condition matched');
    expect(traceOf(state, 'reject_e1')?.comparisons?.map((c) => c.result)).toEqual([false, false]);
  });

  it('records the comparisons that decided, evaluating end conditions whose named nodes did not all run', async () => {
    const flow = fullFlow();
    const reject = flow.columns[4]?.nodes.find((n) => n.kind === 'end_rejected');
    if (reject) reject.dependencies = [PAN, BANK];
    const { caller } = fakeServices(standardServices);
    const state = await execute(compiled(flow), { ...trusted, pan: 'ABCPX9999X', selfieScore: 90 }, engineContext(caller));
    expect(traceOf(state, BANK)?.status).toBe('SKIPPED');
    expect(state.outcome).toBe('REJECTED');
    expect(traceOf(state, 'reject_e1')?.comparisons?.[0]).toEqual({
      path: '$.or[0]',
      operator: 'eq',
      left: { ref: `source.${PAN}.status`, value: 'NO_RECORD_FOUND', missing: false },
      right: { ref: null, value: 'NO_RECORD_FOUND', missing: false },
      result: true,
    });
  });

  it('skips a node whose dependency did not run, and everything that depends on it', async () => {
    const flow = fullFlow();
    const pan = flow.columns[1]?.nodes.find((n) => n.id === PAN);
    if (pan) pan.conditions = [{ eq: [{ obj: `input.${START}.income` }, { const: 1 }] }];
    const { caller, calls } = fakeServices(standardServices);
    const state = await execute(compiled(flow), trusted, engineContext(caller));
    expect(traceOf(state, PAN)).toMatchObject({ status: 'SKIPPED', conditionResult: false });
    expect(traceOf(state, TAG)).toMatchObject({ status: 'SKIPPED', reason: `depends on ${PAN}, which did not run` });
    expect(traceOf(state, BANK)).toMatchObject({ status: 'SKIPPED', reason: `depends on ${TAG}, which did not run` });
    expect(calls.map((c) => c.serviceId)).toEqual(['mobile-risk']);
    expect(state.outcome).toBe('MANUAL_REVIEW');
  });

  it('fails a service node whose required input cannot be resolved, naming it, without calling the service', async () => {
    const { caller, calls } = fakeServices(standardServices);
    const state = await execute(compiled(), { fullName: 'Ravi Kumar Sharma', mobile: '+919812345678' }, engineContext(caller));
    expect(traceOf(state, PAN)).toMatchObject({ status: 'FAILED', outputs: { status: 'FAILED' }, reason: `required input "pan" could not be resolved: input.${START}.pan has no value` });
    expect(calls.map((c) => c.serviceId)).toEqual(['mobile-risk']);
    expect(state.servicesCalled).toEqual(['mobile-risk']);
  });

  it('fails a service that does not answer in time ("timed out"), aborting its signal, and goes on', async () => {
    let aborted: AbortSignal | undefined;
    const { caller } = fakeServices({
      ...standardServices,
      'mobile-risk': (_inputs, context) => {
        aborted = context.signal;
        return new Promise(() => undefined);
      },
    });
    const state = await execute(compiled(), trusted, engineContext(caller, { serviceTimeoutMs: 20 }));
    expect(traceOf(state, MOBILE)).toMatchObject({ status: 'FAILED', reason: 'timed out after 20 ms', outputs: { status: 'FAILED' } });
    expect(aborted?.aborted).toBe(true);
    expect(traceOf(state, TAG)).toMatchObject({ status: 'RAN', conditionResult: false });
    expect(state.outcome).toBe('AWAITING');
  });

  it('turns a service that throws into a FAILED node, not an exception', async () => {
    const { caller } = fakeServices({
      ...standardServices,
      'pan-verification': () => {
        throw new Error('socket hang up');
      },
    });
    const state = await execute(compiled(), trusted, engineContext(caller));
    expect(traceOf(state, PAN)).toMatchObject({ status: 'FAILED', reason: 'the service failed: socket hang up' });
  });

  it('answers ERROR with the reason on an unexpected failure, keeping what ran', async () => {
    const flow = fullFlow();
    const tag = flow.columns[2]?.nodes[0];
    if (tag) tag.conditions = [{ IsBlocked: [{ obj: `input.${START}.pan` }, { const: 'bl_fraud' }] }];
    const { caller } = fakeServices(standardServices);
    const state = await execute(compiled(flow), trusted, engineContext(caller, { lists: { listed: () => Promise.reject(new Error('list store unavailable')) } }));
    expect(state.outcome).toBe('ERROR');
    expect(state.reason).toBe('The engine failed: list store unavailable');
    expect(statuses(state)).toMatchObject({ [PAN]: 'RAN', [MOBILE]: 'RAN' });
  });

  it('looks up IsBlocked values before evaluating the condition', async () => {
    const flow = fullFlow();
    const tag = flow.columns[2]?.nodes[0];
    if (tag) tag.conditions = [{ IsBlocked: [{ obj: `input.${START}.pan` }, { const: 'bl_fraud' }] }];
    const { caller } = fakeServices(standardServices);
    const asked: unknown[] = [];
    const lists = { listed: async (probes: readonly { listId: string; value: string }[]) => (asked.push(...probes), probes.map((p) => p.value === 'ABCPE1234F')) };
    const state = await execute(compiled(flow), trusted, engineContext(caller, { lists }));
    expect(asked).toEqual([{ listId: 'bl_fraud', value: 'ABCPE1234F' }]);
    expect(traceOf(state, TAG)).toMatchObject({ conditionResult: true, outputs: { status: 'OK' } });
  });
});

describe('awaits', () => {
  it('pauses with the awaited keys, resumes at the await node, and decides', async () => {
    const { caller, calls } = fakeServices(standardServices);
    const flow = compiled();
    const paused = await execute(flow, untrusted, engineContext(caller));
    expect(paused.outcome).toBe('AWAITING');
    expect(paused.awaitedKeys).toEqual(['selfieScore']);
    expect(traceOf(paused, AWAIT)).toMatchObject({ status: 'AWAITING', conditionResult: true, reason: 'waiting for selfieScore' });
    expect(paused.trace.some((t) => t.kind === 'end_rejected')).toBe(false);

    const stored: RunState = JSON.parse(JSON.stringify(paused));
    expect(stored).toEqual(paused);
    const resumed = await resume(flow, stored, { selfieScore: 91 }, engineContext(caller));
    if (!resumed.ok) throw new Error(resumed.message);
    expect(resumed.state.outcome).toBe('MANUAL_REVIEW');
    expect(resumed.state.reason).toBeNull();
    expect(traceOf(resumed.state, AWAIT)).toMatchObject({ status: 'RAN', inputs: { selfieScore: 91 } });
    expect(resumed.state.input).toMatchObject({ ...untrusted, selfieScore: 91 });
    expect(calls).toHaveLength(2);
    expect(stored.outcome).toBe('AWAITING');

    const rejected = await resume(flow, stored, { selfieScore: 12 }, engineContext(caller));
    expect(rejected.ok && rejected.state.outcome).toBe('REJECTED');
  });

  it('refuses values that were not awaited, and any values once finished', async () => {
    const { caller } = fakeServices(standardServices);
    const flow = compiled();
    const paused = await execute(flow, untrusted, engineContext(caller));
    const wrong = await resume(flow, paused, { selfieScore: 80, pan: 'X' }, engineContext(caller));
    expect(wrong).toEqual({ ok: false, error: 'not_awaited', keys: ['pan'], message: 'The transaction does not await pan: it awaits selfieScore' });
    const finished = await execute(flow, trusted, engineContext(caller));
    const again = await resume(flow, finished, { selfieScore: 1 }, engineContext(caller));
    expect(again).toEqual({ ok: false, error: 'finished', message: 'The transaction is finished (ACCEPTED); it awaits no values' });
    const polled = await resume(flow, finished, {}, engineContext(caller));
    expect(polled).toEqual({ ok: true, state: finished });
  });
});

describe('asynchronous services', () => {
  it('leaves the transaction PROCESSING until the service completes; polls call it again with the first start', async () => {
    let now = Date.UTC(2026, 10, 24, 9);
    const clock = () => now;
    const { caller, calls } = fakeServices({
      ...standardServices,
      'mobile-risk': (_inputs, context) => (context.now - context.startedAt >= 5_000 ? done('OK', { riskLevel: 'LOW' }) : { state: 'pending', readyAt: context.startedAt + 5_000 }),
    });
    const flow = compiled();
    const first = await execute(flow, trusted, engineContext(caller, { clock }));
    expect(first.outcome).toBe('PROCESSING');
    expect(first.pending).toMatchObject({ nodeId: MOBILE, startedAt: now, readyAt: now + 5_000 });
    expect(traceOf(first, MOBILE)).toMatchObject({ status: 'AWAITING', reason: 'waiting for the asynchronous service mobile-risk' });

    now += 1_000;
    const early = await poll(flow, first, engineContext(caller, { clock }));
    expect(early.outcome).toBe('PROCESSING');
    now += 5_000;
    const later = await poll(flow, JSON.parse(JSON.stringify(early)), engineContext(caller, { clock }));
    expect(later.outcome).toBe('ACCEPTED');
    expect(later.pending).toBeNull();
    const mobileCalls = calls.filter((c) => c.serviceId === 'mobile-risk');
    expect(mobileCalls).toHaveLength(3);
    expect(new Set(mobileCalls.map((c) => c.context.startedAt)).size).toBe(1);
    expect(later.servicesCalled.filter((s) => s === 'mobile-risk')).toHaveLength(1);

    const values = await resume(flow, first, { selfieScore: 1 }, engineContext(caller, { clock }));
    expect(values).toMatchObject({ ok: false, error: 'not_awaited' });
  });
});

describe('compileFlow', () => {
  it('refuses a cyclic flow', () => {
    const flow = fullFlow();
    const pan = flow.columns[1]?.nodes.find((n) => n.id === PAN);
    if (pan) pan.dependencies = [TAG];
    const result = compileFlow(flow);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(/cycle|earlier column/);
  });

  it.each([
    ['no columns', {}],
    ['columns not a list', { columns: 'x' }],
    ['a node without a kind', { columns: [{ id: 'column_0', nodes: [{ id: 's', name: 'S' }] }] }],
    ['an unknown kind', { columns: [{ id: 'column_0', nodes: [{ id: 's', name: 'S', kind: 'script' }] }] }],
    ['null', null],
  ])('refuses a malformed flow (%s) without throwing', (_label, flow) => {
    const result = compileFlow(flow);
    expect(result.ok).toBe(false);
  });

  it('refuses a prototype path in an input location and an evil pattern in a condition', () => {
    const flow = fullFlow();
    const pan = flow.columns[1]?.nodes.find((n) => n.id === PAN);
    if (pan?.inputs?.[0]) pan.inputs[0].location = `input.${START}.__proto__`;
    expect(compileFlow(flow)).toMatchObject({ ok: false, nodeId: PAN, problem: expect.stringContaining('__proto__') });
    const evil = fullFlow();
    const tag = evil.columns[2]?.nodes[0];
    if (tag) tag.conditions = [{ MatchString: [{ obj: `input.${START}.pan` }, { const: '(a+)+$' }] }];
    expect(compileFlow(evil)).toMatchObject({ ok: false, problem: expect.stringContaining('nested quantifiers') });
  });
});

describe('prepareInput', () => {
  const declarations = () => compiled().inputs;

  it('converts numbers, dates and booleans written as text', () => {
    expect(prepareInput(declarations(), { income: '52000', dob: '1990-01-31', pan: 'ABCPE1234F', extra: { any: 1 } })).toEqual({
      ok: true,
      data: { income: 52000, dob: Date.UTC(1990, 0, 31) / 1000, pan: 'ABCPE1234F', extra: { any: 1 } },
    });
  });

  it('names the first value of the wrong type', () => {
    expect(prepareInput(declarations(), { pan: 12345 })).toEqual({ ok: false, key: 'pan', message: 'data.pan must be a text' });
    expect(prepareInput(declarations(), { income: 'lots' })).toEqual({ ok: false, key: 'income', message: 'data.income must be a number' });
    expect(prepareInput(declarations(), { dob: 'yesterday' })).toMatchObject({ ok: false, key: 'dob' });
  });
});
