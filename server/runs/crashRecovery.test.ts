import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { ConflictError } from '../errors';
import { kycFlow, TRUSTED_APPLICANT } from '../engine/test/sandboxFlows';
import { claimIdempotencyKey, requestHash } from '../store/idempotencyKeys';
import { insertReservation, returnLapsedReservations } from '../store/runReservations';
import { recordNewRun } from '../store/transactionRuns';
import { chargeUsage } from '../store/usage';
import { newRunState } from '../engine';
import { canonicalJson } from '../workflows/flowRules';
import { describeEachDatabase, type TestServer } from '../test/harness';
import { runTransaction, type RunCaller } from '.';

type Flow = components['schemas']['WorkflowObject'];
const silent = { error: () => undefined };
const past = () => new Date(Date.now() - 60_000);

describeEachDatabase('runs after a crash (issue 18 item 1)', (server) => {
  async function setUp() {
    const owner = await server().signIn();
    const res = await owner.post('/workflows', { name: `Crash ${Math.random()}`, workflowObject: kycFlow() as Flow, releaseType: 'v2', useCase: 'onboarding' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const caller: RunCaller = { db: server().db, orgId: owner.orgId, environment: 'test', log: silent };
    return { caller, workflowId: res.body.workflowId as string };
  }
  const used = async (s: TestServer, orgId: string) =>
    Number((await s.db.selectFrom('usage_accounts').select('lifetime_usage').where('organization_id', '=', orgId).where('environment', '=', 'test').executeTakeFirst())?.lifetime_usage ?? 0);
  const creditsRecorded = async (s: TestServer, orgId: string) =>
    (await s.db.selectFrom('transactions').select('credits_charged').where('organization_id', '=', orgId).execute()).reduce((sum, row) => sum + Number(row.credits_charged), 0);

  /** What a process killed mid-run leaves: the key claimed and the usage held, nothing recorded. */
  async function killedMidRun(caller: RunCaller, key: string, request: object, amount: number) {
    const claim = await claimIdempotencyKey(caller.db, { orgId: caller.orgId, environment: 'test', key }, requestHash(canonicalJson(request)), 30_000);
    expect(claim.status).toBe('claimed');
    await caller.db.transaction().execute(async (trx) => {
      await chargeUsage(trx, caller.orgId, 'test', amount);
      await insertReservation(trx, { transactionId: `txn_dead_${key}`, orgId: caller.orgId, environment: 'test', amount, quicklinkId: null }, 30_000);
    });
    // The process is gone: its leases run out.
    await caller.db.updateTable('transaction_idempotency_keys').set({ lease_expires_at: past() }).where('idempotency_key', '=', key).execute();
    await caller.db.updateTable('run_reservations').set({ lease_expires_at: past() }).where('transaction_id', '=', `txn_dead_${key}`).execute();
  }

  it('lets a retry of a key whose holder died run once more, gives the dead run’s charge back, and replays the new answer', async () => {
    const { caller, workflowId } = await setUp();
    const request = { workflowId, data: TRUSTED_APPLICANT };
    await killedMidRun(caller, 'order-1', request, 2);
    expect(await used(server(), caller.orgId)).toBe(2);

    const retried = await runTransaction(caller, request, 'order-1');
    expect(retried.outcome).toBe('ACCEPTED');
    expect(await used(server(), caller.orgId)).toBe(await creditsRecorded(server(), caller.orgId));
    expect(await runTransaction(caller, request, 'order-1')).toEqual(retried);
    const rows = await caller.db.selectFrom('transactions').select('id').where('organization_id', '=', caller.orgId).execute();
    expect(rows.map((r) => r.id)).toEqual([retried.transactionId]);
  });

  it('takes over a key a crash left running before leases existed (no lease at all)', async () => {
    const { caller, workflowId } = await setUp();
    const request = { workflowId, data: TRUSTED_APPLICANT };
    await caller.db
      .insertInto('transaction_idempotency_keys')
      .values({ organization_id: caller.orgId, environment: 'test', idempotency_key: 'legacy', request_hash: requestHash(canonicalJson(request)), state: 'running' })
      .execute();
    expect((await runTransaction(caller, request, 'legacy')).outcome).toBe('ACCEPTED');
  });

  it('stores the key’s answer with the transaction it recorded, in the same write', async () => {
    const { caller, workflowId } = await setUp();
    const result = await runTransaction(caller, { workflowId, data: TRUSTED_APPLICANT }, 'order-2');
    const key = await caller.db.selectFrom('transaction_idempotency_keys').selectAll().where('idempotency_key', '=', 'order-2').where('organization_id', '=', caller.orgId).executeTakeFirstOrThrow();
    expect(key).toMatchObject({ state: 'done', transaction_id: result.transactionId, lease_token: null });
    expect(await caller.db.selectFrom('run_reservations').selectAll().where('organization_id', '=', caller.orgId).execute()).toEqual([]);
    expect(await used(server(), caller.orgId)).toBe(await creditsRecorded(server(), caller.orgId));
  });

  it('gives a lapsed hold back exactly once, however many processes sweep at once', async () => {
    const { caller } = await setUp();
    await caller.db.transaction().execute(async (trx) => {
      await chargeUsage(trx, caller.orgId, 'test', 3);
      await insertReservation(trx, { transactionId: 'txn_swept', orgId: caller.orgId, environment: 'test', amount: 3, quicklinkId: null }, 30_000);
    });
    expect(await returnLapsedReservations(caller.db)).toBeGreaterThanOrEqual(0);
    expect(await used(server(), caller.orgId)).toBe(3); // still held: its lease has not lapsed
    await caller.db.updateTable('run_reservations').set({ lease_expires_at: past() }).where('transaction_id', '=', 'txn_swept').execute();
    const swept = await Promise.all([returnLapsedReservations(caller.db, new Date(), caller.orgId), returnLapsedReservations(caller.db, new Date(), caller.orgId)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await used(server(), caller.orgId)).toBe(0);
  });

  it('refuses to record a run whose hold was already given back, and writes nothing', async () => {
    const { caller, workflowId } = await setUp();
    const record = recordNewRun(
      caller.db,
      {
        orgId: caller.orgId,
        environment: 'test',
        transactionId: 'txn_too_late',
        workflowId,
        templateId: null,
        version: 1,
        quicklinkId: null,
        state: newRunState({}),
        inputs: { missingInputs: [], unknownInputs: [] },
        reserved: 2,
        used: 0,
        createdAt: new Date(),
        now: new Date(),
      },
      { reservation: true },
    );
    await expect(record).rejects.toBeInstanceOf(ConflictError);
    expect(await caller.db.selectFrom('transactions').select('id').where('id', '=', 'txn_too_late').executeTakeFirst()).toBeUndefined();
  });
});
