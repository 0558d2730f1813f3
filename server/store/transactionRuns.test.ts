import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { json } from '../db/json';
import { newRunState, type RunState } from '../engine';
import { ConflictError } from '../errors';
import { describeEachDatabase } from '../test/harness';
import { insertChargedReservation, returnReservation } from './runReservations';
import { recordNewRun, type RunRecord } from './transactionRuns';
import { ensureUsageAccount, usageOf } from './usage';
import { newWebhookSecret } from './webhooks';
import { createWorkflow } from './workflows';
import { fiveServiceFlow } from '../engine/test/sandboxFlows';

describeEachDatabase('recording a new run in one statement (recordNewRun)', (server) => {
  const db = () => server().db;

  async function orgWithWebhook() {
    const orgId = await server().createOrg();
    await ensureUsageAccount(db(), orgId, 'test');
    await db()
      .insertInto('webhooks')
      .values({ id: `wh_${orgId}`, organization_id: orgId, environment: 'test', description: 'All events', url: 'https://example.com/hook', filter_types: json([]), secret: newWebhookSecret(), created_by: 'test' })
      .execute();
    const { workflowId } = await createWorkflow(db(), { orgId, userId: null, name: 'Recorded', useCase: 'onboarding', workflowObject: fiveServiceFlow() });
    return { orgId, workflowId };
  }

  const runRecord = ({ orgId, workflowId }: { orgId: string; workflowId: string }, transactionId: string, state: RunState, reserved: number, used: number): RunRecord => ({
    orgId,
    environment: 'test',
    transactionId,
    workflowId,
    templateId: null,
    version: 1,
    quicklinkId: null,
    state,
    inputs: { missingInputs: ['phone'], unknownInputs: ['extra'] },
    reserved,
    used,
    createdAt: new Date(Date.now() - 50),
    now: new Date(),
  });

  const accepted = (): RunState => ({ ...newRunState({ name: 'Asha', nested: { a: [1, 2] } }), outcome: 'ACCEPTED', reason: 'all checks passed', durationMs: 12.4 });

  const written = async (transactionId: string) => ({
    transaction: await db().selectFrom('transactions').selectAll().where('id', '=', transactionId).executeTakeFirst(),
    run: await db().selectFrom('transaction_runs').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst(),
    messages: await db().selectFrom('webhook_messages').select(['event_type', 'payload']).where(sql<boolean>`payload @> ${json({ data: { transactionId } })}::jsonb`).execute(),
    holds: await db().selectFrom('run_reservations').select('transaction_id').where('transaction_id', '=', transactionId).execute(),
  });

  it('writes the transaction, its run and its webhook message, ends the hold and gives back the usage not used', async () => {
    const org = await orgWithWebhook();
    const { orgId } = org;
    expect(await insertChargedReservation(db(), { transactionId: 'txn_rec_a', orgId, environment: 'test', amount: 10, quicklinkId: null }, 30_000)).toBe(true);
    const state = accepted();
    await recordNewRun(db(), runRecord(org, 'txn_rec_a', state, 10, 4), { reservation: true });

    const { transaction, run, messages, holds } = await written('txn_rec_a');
    expect(transaction).toMatchObject({ organization_id: orgId, workflow_id: org.workflowId, version: 1, outcome: 'ACCEPTED', reason: 'all checks passed', duration_ms: 12 });
    expect(transaction?.input_data).toEqual({ name: 'Asha', nested: { a: [1, 2] } });
    expect([transaction?.missing_inputs, transaction?.unknown_inputs]).toEqual([['phone'], ['extra']]);
    expect(Number(transaction?.credits_charged)).toBe(4);
    expect(transaction?.completed_at).toBeInstanceOf(Date);
    expect(run?.engine_state).toEqual(JSON.parse(JSON.stringify(state)));
    expect([Number(run?.reserved), Number(run?.used), run?.settled]).toEqual([10, 4, true]);
    expect(messages.map((m) => m.event_type)).toEqual(['transaction.completed']);
    expect(holds).toEqual([]);
    expect((await usageOf(db(), orgId, 'test')).lifeTimeUsage).toBe(4);
  });

  it('writes nothing, and says so, when the hold was given back before the record (its lease lapsed)', async () => {
    const org = await orgWithWebhook();
    const { orgId } = org;
    await insertChargedReservation(db(), { transactionId: 'txn_rec_b', orgId, environment: 'test', amount: 10, quicklinkId: null }, 30_000);
    expect(await returnReservation(db(), 'txn_rec_b')).toBe(true);

    await expect(recordNewRun(db(), runRecord(org, 'txn_rec_b', accepted(), 10, 4), { reservation: true })).rejects.toBeInstanceOf(ConflictError);
    expect(await written('txn_rec_b')).toEqual({ transaction: undefined, run: undefined, messages: [], holds: [] });
    expect((await usageOf(db(), orgId, 'test')).lifeTimeUsage).toBe(0);
  });

  it('records a run that held nothing; an awaiting one is recorded as not completed', async () => {
    const org = await orgWithWebhook();
    const state: RunState = { ...newRunState({ name: 'Ravi' }), outcome: 'AWAITING', awaitedKeys: ['otp'] };
    await recordNewRun(db(), runRecord(org, 'txn_rec_c', state, 0, 0));

    const { transaction, run, messages } = await written('txn_rec_c');
    expect(transaction).toMatchObject({ outcome: 'AWAITING', completed_at: null, duration_ms: null, awaited_keys: ['otp'] });
    expect(run?.settled).toBe(false);
    expect(messages.map((m) => m.event_type)).toEqual(['transaction.awaiting']);
  });
});
