import { expect, it, vi } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { newRunState } from '../engine';
import { recordNewRun } from '../store/transactionRuns';
import { chargeUsage } from '../store/usage';
import { newId } from '../db/ids';
import { KYC_START, kycFlow, RISKY_APPLICANT, TRUSTED_APPLICANT } from '../engine/test/sandboxFlows';

type Flow = components['schemas']['WorkflowObject'];

/** Holds the sandbox services' calls while `held` is set, so a test can act while a background run is mid-engine. */
const serviceGate = vi.hoisted(() => ({ held: null as Promise<void> | null, calls: 0 }));

vi.mock('../services', async (importOriginal) => {
  const original = await importOriginal<typeof import('../services')>();
  return {
    ...original,
    sandboxServiceCaller: {
      async call(...args: Parameters<typeof original.sandboxServiceCaller.call>) {
        serviceGate.calls += 1;
        if (serviceGate.held) await serviceGate.held;
        return original.sandboxServiceCaller.call(...args);
      },
    },
  };
});

function holdServices(): () => void {
  let release = () => {};
  serviceGate.held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    serviceGate.held = null;
    release();
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` holds, at most `tries` times (a bound, not a wait for the work). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 1000): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (done(value)) return value;
    await pause(10);
  }
  throw new Error('the condition did not hold within the bound');
}

async function publish(caller: Caller, name: string, isAsyncExecution: boolean, flow: Flow = kycFlow()): Promise<string> {
  const res = await caller.post('/workflows', { name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding', isAsyncExecution });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

/** A flow whose PAN node never runs (so no end condition accepts): it reserves two free calls and uses one. */
function flowSkippingPan(): Flow {
  const flow = kycFlow();
  const pan = flow.columns[1]?.nodes[0];
  if (pan) pan.conditions = [{ eq: [{ obj: `input.${KYC_START}.pan` }, { const: 'never' }] }];
  return flow;
}

/** The background run has written its result (reads only: it never moves the transaction on). */
const settled = (caller: Caller, transactionId: string) =>
  eventually(
    () => caller.get(`/transactions/${transactionId}`),
    (read) => read.body.outcome !== 'PROCESSING',
  );

/** A transaction as read back, without what differs between any two runs (ids, workflow, times). */
function comparable(body: Record<string, unknown>) {
  const { transactionId: _id, workflowId: _workflow, workflowName: _name, createdAt: _created, updatedAt: _updated, completedAt, durationMs, nodes, ...rest } = body;
  return {
    ...rest,
    completed: completedAt !== null,
    timed: durationMs !== null,
    nodes: (nodes as Record<string, unknown>[]).map(({ durationMs: _ms, ...node }) => node),
  };
}

async function transactionCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function freeCallsUsed(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('usage_accounts').select('lifetime_usage').where('organization_id', '=', orgId).where('environment', '=', 'test').executeTakeFirst();
  return Number(row?.lifetime_usage ?? 0);
}

/** The webhook events of one transaction, in order. */
async function eventsOf(server: TestServer, orgId: string, transactionId: string) {
  const rows = await server.db.selectFrom('webhook_messages').select(['event_type', 'payload']).where('organization_id', '=', orgId).orderBy('event_timestamp').execute();
  const payloadOf = (payload: unknown) => (typeof payload === 'string' ? JSON.parse(payload) : payload) as { data: { transactionId?: string } };
  return rows.filter((row) => payloadOf(row.payload).data.transactionId === transactionId).map((row) => row.event_type);
}

async function revisionOf(server: TestServer, transactionId: string) {
  const row = await server.db.selectFrom('transaction_runs').select('revision').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return row.revision;
}

describeEachDatabase('POST /transactions with an async workflow', (server) => {
  it('answers PROCESSING without waiting for the engine, then reaches the outcome, trace, usage and events of a synchronous run', async () => {
    const owner = await server().signIn();
    await owner.post('/platform/webhooks', { description: 'All events', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false });
    const syncId = await publish(owner, 'KYC at once', false);
    const asyncId = await publish(owner, 'KYC in the background', true);

    for (const [data, decided] of [
      [TRUSTED_APPLICANT, 'ACCEPTED'],
      [RISKY_APPLICANT, 'AWAITING'],
    ] as const) {
      const usedBefore = await freeCallsUsed(server(), owner.orgId);
      const sync = await owner.post('/transactions', { workflowId: syncId, data });
      expect(sync.body.outcome).toBe(decided);
      const usedBySync = (await freeCallsUsed(server(), owner.orgId)) - usedBefore;

      const release = holdServices();
      const started = await owner.post('/transactions', { workflowId: asyncId, data });
      // The answer came while every service call is held: the engine could not have finished.
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body).toEqual({ transactionId: expect.stringMatching(/^txn_/), outcome: 'PROCESSING', transactionRawInput: data, awaitedKeys: [], missingInputs: [], unknownInputs: [], reason: null });
      const { transactionId } = started.body;
      expect((await owner.get(`/transactions/${transactionId}`)).body).toMatchObject({ outcome: 'PROCESSING', nodes: [], creditsCharged: 0, completedAt: null });
      release();

      const background = await settled(owner, transactionId);
      const reference = await owner.get(`/transactions/${sync.body.transactionId}`);
      expect(comparable(background.body)).toEqual(comparable(reference.body));
      expect(await freeCallsUsed(server(), owner.orgId)).toBe(usedBefore + 2 * usedBySync);
      expect(await eventsOf(server(), owner.orgId, transactionId)).toEqual(await eventsOf(server(), owner.orgId, sync.body.transactionId));

      if (decided === 'AWAITING') {
        const resumedSync = await owner.post('/transactions', { transactionId: sync.body.transactionId, data: { selfieScore: 31 } });
        const resumedAsync = await owner.post('/transactions', { transactionId, data: { selfieScore: 31 } });
        expect(resumedAsync.status, JSON.stringify(resumedAsync.body)).toBe(200);
        expect({ ...resumedAsync.body, transactionId: null }).toEqual({ ...resumedSync.body, transactionId: null });
        expect(resumedAsync.body.outcome).toBe('REJECTED');
        const [asyncRead, syncRead] = await Promise.all([owner.get(`/transactions/${transactionId}`), owner.get(`/transactions/${sync.body.transactionId}`)]);
        expect(comparable(asyncRead.body)).toEqual(comparable(syncRead.body));
        expect(await eventsOf(server(), owner.orgId, transactionId)).toEqual(['transaction.awaiting', 'transaction.completed']);
      }
    }
  });

  it('answers a poll during the background run with the stored PROCESSING state, and the run is written once', async () => {
    const owner = await server().signIn();
    await owner.post('/platform/webhooks', { description: 'All events', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false });
    const workflowId = await publish(owner, 'KYC polled early', true);

    const callsBefore = serviceGate.calls;
    const release = holdServices();
    const started = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    const { transactionId } = started.body;
    await eventually(
      async () => serviceGate.calls,
      (calls) => calls > callsBefore,
    );
    const polled = await owner.post('/transactions', { transactionId, data: {} });
    expect(polled.status, JSON.stringify(polled.body)).toBe(200);
    expect(polled.body).toEqual(started.body);
    release();

    const decided = await eventually(
      () => owner.post('/transactions', { transactionId, data: {} }),
      (res) => res.status !== 200 || res.body.outcome !== 'PROCESSING',
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ transactionId, outcome: 'ACCEPTED' });
    // Recorded at revision 1, written once more by the background run; the polls wrote nothing.
    expect(await revisionOf(server(), transactionId)).toBe(2);
    expect(await eventsOf(server(), owner.orgId, transactionId)).toEqual(['transaction.completed']);
  });

  it('leaves the transaction as stored when the background run fails, and a later poll finishes it', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC raced', true);
    const callsBefore = serviceGate.calls;
    const release = holdServices();
    const started = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    const { transactionId } = started.body;
    await eventually(
      async () => serviceGate.calls,
      (calls) => calls > callsBefore,
    );
    // Another writer moves the revision on: the background run's write is refused (a 409 inside it).
    await server().db.updateTable('transaction_runs').set({ revision: 5 }).where('transaction_id', '=', transactionId).execute();
    release();

    const decided = await eventually(
      () => owner.post('/transactions', { transactionId, data: {} }),
      (res) => res.status !== 200 || res.body.outcome !== 'PROCESSING',
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ transactionId, outcome: 'ACCEPTED' });
    expect(await revisionOf(server(), transactionId)).toBe(6);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(2);
  });

  it('finishes on a poll a PROCESSING run that was recorded and never moved on (the process stopped)', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC after a restart', true, flowSkippingPan());
    const reference = await owner.post('/transactions', { workflowId: await publish(owner, 'KYC skip PAN at once', false, flowSkippingPan()), data: TRUSTED_APPLICANT });
    expect(reference.body.outcome).toBe('MANUAL_REVIEW');
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(1);

    // What a start records before its background step, without the step.
    const transactionId = newId('txn');
    expect(await chargeUsage(server().db, owner.orgId, 'test', 2)).toMatchObject({ charged: true });
    const now = new Date();
    await recordNewRun(server().db, {
      orgId: owner.orgId,
      environment: 'test',
      transactionId,
      workflowId,
      templateId: null,
      version: 1,
      quicklinkId: null,
      state: newRunState(TRUSTED_APPLICANT),
      inputs: { missingInputs: [], unknownInputs: [] },
      reserved: 2,
      used: 0,
      createdAt: now,
      now,
    });
    expect((await owner.get(`/transactions/${transactionId}`)).body.outcome).toBe('PROCESSING');

    const polled = await owner.post('/transactions', { transactionId, data: {} });
    expect(polled.status, JSON.stringify(polled.body)).toBe(200);
    expect(polled.body).toEqual({ ...reference.body, transactionId });
    const [read, referenceRead] = await Promise.all([owner.get(`/transactions/${transactionId}`), owner.get(`/transactions/${reference.body.transactionId}`)]);
    expect(comparable(read.body)).toEqual(comparable(referenceRead.body));
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(2);
  });

  it('charges what a synchronous run charges, once, and gives back what the run did not use', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC skip PAN later', true, flowSkippingPan());
    const started = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    expect(started.body.outcome).toBe('PROCESSING');
    const decided = await settled(owner, started.body.transactionId);
    expect(decided.body).toMatchObject({ outcome: 'MANUAL_REVIEW', creditsCharged: 1 });
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(1);
    const polled = await owner.post('/transactions', { transactionId: started.body.transactionId, data: {} });
    expect(polled.body.outcome).toBe('MANUAL_REVIEW');
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(1);

    await server().db.updateTable('usage_accounts').set({ lifetime_usage: 99 }).where('organization_id', '=', owner.orgId).where('environment', '=', 'test').execute();
    const refused = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('MERCHANT_CREDITS_EXHAUSTED');
    expect(await transactionCount(server(), owner.orgId)).toBe(1);
  });

  it('refuses bad input with the same 422 before anything is recorded or charged', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC refusing later', true);
    const res = await owner.post('/transactions', { workflowId, data: { ...TRUSTED_APPLICANT, selfieScore: 'high' } });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toBe('data.selfieScore must be a number');
    expect(await transactionCount(server(), owner.orgId)).toBe(0);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(0);
  });

  it('answers a replayed Idempotency-Key with the first PROCESSING answer, running once', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC idempotent later', true);
    const key = { headers: { 'idempotency-key': 'order-async-1' } };
    const first = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, key);
    expect(first.body.outcome).toBe('PROCESSING');
    await settled(owner, first.body.transactionId);
    const again = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await transactionCount(server(), owner.orgId)).toBe(1);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(2);
  });
});
