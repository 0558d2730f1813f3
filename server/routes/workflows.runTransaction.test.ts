import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { generateCredential } from '../store/credentials';
import { insertTransaction } from '../store/transactions';
import { FIVE_SERVICE_DATA, fiveServiceFlow, KYC_AWAIT, KYC_MOBILE, KYC_PAN, KYC_START, KYC_TAG, kycFlow, RISKY_APPLICANT, TRUSTED_APPLICANT } from '../engine/test/sandboxFlows';

type Flow = components['schemas']['WorkflowObject'];

async function publish(caller: Caller, name: string, flow: Flow = kycFlow()): Promise<string> {
  const res = await caller.post('/workflows', { name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

async function transactionCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function freeCallsUsed(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('usage_accounts').select('lifetime_usage').where('organization_id', '=', orgId).where('environment', '=', 'test').executeTakeFirst();
  return Number(row?.lifetime_usage ?? 0);
}

async function apiKey(server: TestServer, orgId: string, environment: 'test' | 'live' = 'test') {
  const generated = await generateCredential(server.db, { orgId, environment, appName: `App ${environment} ${Math.random()}`, createdBy: null });
  if (!generated.ok) throw new Error('key not generated');
  return generated.secret;
}

const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}`, cookie: '', 'x-veriflow-auth-org-id': '' } });

describeEachDatabase('POST /transactions', (server) => {
  it('runs a published workflow: AWAITING, resumed with the awaited value, decided; the trace shows the deciding comparisons', async () => {
    const owner = await server().signIn();
    await owner.post('/platform/webhooks', { description: 'All events', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false });
    const workflowId = await publish(owner, 'KYC with selfie');

    const started = await owner.post('/transactions', { workflowId, data: RISKY_APPLICANT });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ transactionId: expect.stringMatching(/^txn_/), outcome: 'AWAITING', transactionRawInput: RISKY_APPLICANT, awaitedKeys: ['selfieScore'], missingInputs: [], unknownInputs: [], reason: null });
    const { transactionId } = started.body;

    const waiting = await owner.get(`/transactions/${transactionId}`);
    expect(waiting.body).toMatchObject({ outcome: 'AWAITING', awaitedKeys: ['selfieScore'], workflowId, version: 1, durationMs: null, completedAt: null, creditsCharged: 2 });
    const nodeStatus = (body: { nodes: { nodeId: string; status: string }[] }) => Object.fromEntries(body.nodes.map((n) => [n.nodeId, n.status]));
    expect(nodeStatus(waiting.body)).toEqual({ [KYC_START]: 'RAN', [KYC_PAN]: 'RAN', [KYC_MOBILE]: 'RAN', [KYC_TAG]: 'RAN', fast_track_t2: 'RAN', [KYC_AWAIT]: 'AWAITING' });

    const resumed = await owner.post('/transactions', { transactionId, data: { selfieScore: 31 } });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toEqual({ transactionId, outcome: 'REJECTED', transactionRawInput: { ...RISKY_APPLICANT, selfieScore: 31 }, awaitedKeys: [], missingInputs: [], unknownInputs: [], reason: null });

    const decided = await owner.get(`/transactions/${transactionId}`);
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ outcome: 'REJECTED', completedAt: expect.any(String), durationMs: expect.any(Number), creditsCharged: 2 });
    const reject = decided.body.nodes.find((n: { nodeId: string }) => n.nodeId === 'reject_k1');
    expect(reject).toMatchObject({ status: 'RAN', conditionResult: true });
    expect(reject.comparisons).toEqual([
      { path: '$.or[0]', operator: 'eq', left: { ref: `source.${KYC_PAN}.status`, value: 'OK', missing: false }, right: { ref: null, value: 'NO_RECORD_FOUND', missing: false }, result: false },
      { path: '$.or[1]', operator: 'lt', left: { ref: `input.${KYC_START}.selfieScore`, value: 31, missing: false }, right: { ref: null, value: 50, missing: false }, result: true },
    ]);
    const tag = decided.body.nodes.find((n: { nodeId: string }) => n.nodeId === KYC_TAG);
    expect(tag.comparisons[1]).toMatchObject({ operator: 'not', left: { value: 'HIGH' }, result: false });
    expect(decided.body.nodes.find((n: { nodeId: string }) => n.nodeId === 'accept_k1')).toMatchObject({ status: 'SKIPPED', reason: 'Reject decided first' });

    const events = await server().db.selectFrom('webhook_messages').select('event_type').where('organization_id', '=', owner.orgId).orderBy('event_timestamp').execute();
    expect(events.map((e) => e.event_type)).toEqual(expect.arrayContaining(['transaction.awaiting', 'transaction.completed']));
    expect(events.filter((e) => e.event_type.startsWith('transaction.'))).toHaveLength(2);
  });

  it('decides manual review on another resume, and accepts a trusted applicant at once', async () => {
    const member = await server().signIn({ role: 'member' });
    const workflowId = await publish(member, 'KYC manual');
    const started = await member.post('/transactions', { workflowId, data: RISKY_APPLICANT });
    const review = await member.post('/transactions', { transactionId: started.body.transactionId, data: { selfieScore: '88' } });
    expect(review.body).toMatchObject({ outcome: 'MANUAL_REVIEW', reason: null, transactionRawInput: { selfieScore: 88 } });
    const accepted = await member.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    expect(accepted.body).toMatchObject({ outcome: 'ACCEPTED', awaitedKeys: [] });
  });

  it('runs with an API key of the environment, which names the organisation', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC by key');
    const secret = await apiKey(server(), owner.orgId);
    const anonymous = server().anonymous();
    const res = await anonymous.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, bearer(secret));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.outcome).toBe('ACCEPTED');
    const read = await anonymous.get(`/transactions/${res.body.transactionId}`, bearer(secret));
    expect(read.status).toBe(200);
    expect(read.body.outcome).toBe('ACCEPTED');
    const list = await anonymous.get('/transactions', bearer(secret));
    expect(list.body.data.count).toBe(1);

    const wrongEnvironment = await anonymous.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, { ...bearer(secret), env: 'live' });
    expect(wrongEnvironment.status, JSON.stringify(wrongEnvironment.body)).toBe(401);
    expect(wrongEnvironment.body).toMatchObject({ errorCode: 'api_key_wrong_environment', description: 'This is a test-mode key; call /api/sandbox with it.' });
    const unknown = await anonymous.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, bearer(`vf_test_${'x'.repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe('api_key_unknown');
    const otherOrg = await server().signIn();
    const otherSecret = await apiKey(server(), otherOrg.orgId);
    const foreign = await anonymous.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, bearer(otherSecret));
    expect(foreign.status).toBe(404);
    expect(await transactionCount(server(), otherOrg.orgId)).toBe(0);
  });

  it('needs create:transactions with a session', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC for sales');
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const res = await sales.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to create transactions");
    expect((await server().anonymous(owner.orgId).post('/transactions', { workflowId, data: TRUSTED_APPLICANT })).status).toBe(401);
  });

  it('refuses a live-mode run while the organisation has no live mode, recording nothing', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC before go-live');
    const res = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, { env: 'live' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Live mode is not enabled for this organisation');
    const recorded = await server().db.selectFrom('transactions').select('id').where('organization_id', '=', owner.orgId).execute();
    expect(recorded).toHaveLength(0);
  });

  it('answers the first answer for the same Idempotency-Key and body, 422 for another body, and runs concurrent duplicates once', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC idempotent');
    const key = { headers: { 'idempotency-key': 'order-4711' } };
    const first = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }, key);
    const again = await owner.post('/transactions', { data: TRUSTED_APPLICANT, workflowId }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await owner.post('/transactions', { workflowId, data: RISKY_APPLICANT }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('The Idempotency-Key was used with another body');
    expect(await transactionCount(server(), owner.orgId)).toBe(1);

    const concurrent = await Promise.all(Array.from({ length: 5 }, () => owner.post('/transactions', { workflowId, data: RISKY_APPLICANT }, { headers: { 'idempotency-key': 'order-4712' } })));
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(concurrent.map((r) => r.body.transactionId)).size).toBe(1);
    expect(await transactionCount(server(), owner.orgId)).toBe(2);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(4);
  });

  it('charges free calls before anything runs, gives back what a run did not use, and refuses with 403 MERCHANT_CREDITS_EXHAUSTED', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC credits');
    const flow = kycFlow();
    const pan = flow.columns[1]?.nodes[0];
    if (pan) pan.conditions = [{ eq: [{ obj: `input.${KYC_START}.pan` }, { const: 'never' }] }];
    const partial = await publish(owner, 'KYC skip PAN', flow);
    await owner.post('/transactions', { workflowId: partial, data: TRUSTED_APPLICANT });
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(1);

    await server().db.updateTable('usage_accounts').set({ lifetime_usage: 99 }).where('organization_id', '=', owner.orgId).where('environment', '=', 'test').execute();
    const before = await transactionCount(server(), owner.orgId);
    const refused = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      type: 'forbidden',
      errorCode: 'MERCHANT_CREDITS_EXHAUSTED',
      message: 'Credits for accessing the capability exhausted',
      description: 'Merchant does not have access to this service',
    });
    expect(await transactionCount(server(), owner.orgId)).toBe(before);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(99);
  });

  it('refuses bad input with a clear 4xx and records nothing', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC refusals');
    const other = await server().signIn();
    const foreignWorkflow = await publish(other, 'Their KYC');
    const expectRefused = async (res: { status: number; body: { message: string } }, status: number, message: string | RegExp) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    };

    await expectRefused(await owner.post('/transactions', { workflowId: 'wf_unknown_1', data: {} }), 404, 'Workflow not found');
    await expectRefused(await owner.post('/transactions', { workflowId: foreignWorkflow, data: {} }), 404, 'Workflow not found');
    await expectRefused(await owner.post('/transactions', { workflowId, data: { ...TRUSTED_APPLICANT, selfieScore: 'high' } }), 422, 'data.selfieScore must be a number');
    await expectRefused(await owner.post('/transactions', { workflowId, data: { ...TRUSTED_APPLICANT, pan: 12345 } }), 422, 'data.pan must be a text');
    await expectRefused(await owner.post('/transactions', { transactionId: 'txn_unknown_1', data: {} }), 404, 'Transaction not found');
    const big = JSON.stringify({ workflowId, data: { note: 'x'.repeat(1_999), ...Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`k${i}`, 'y'.repeat(1_999)])) } });
    await expectRefused(await owner.request('POST', '/transactions', { payload: big.padEnd(300 * 1024, ' ') }), 413, 'The request body is too large');
    expect(await transactionCount(server(), owner.orgId)).toBe(0);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(0);

    const finished = await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT });
    await expectRefused(await owner.post('/transactions', { transactionId: finished.body.transactionId, data: { selfieScore: 1 } }), 409, 'The transaction is finished (ACCEPTED)');
    const polled = await owner.post('/transactions', { transactionId: finished.body.transactionId, data: {} });
    expect(polled.body).toEqual(finished.body);
    const waiting = await owner.post('/transactions', { workflowId, data: RISKY_APPLICANT });
    await expectRefused(await owner.post('/transactions', { transactionId: waiting.body.transactionId, data: { pan: 'ABCPE1234F' } }), 422, 'The transaction does not await pan: it awaits selfieScore');
    expect((await owner.get(`/transactions/${waiting.body.transactionId}`)).body.outcome).toBe('AWAITING');

    await owner.patch(`/workflows/${workflowId}`, { active: false });
    const before = await transactionCount(server(), owner.orgId);
    await expectRefused(await owner.post('/transactions', { workflowId, data: TRUSTED_APPLICANT }), 422, 'The workflow is inactive');
    expect(await transactionCount(server(), owner.orgId)).toBe(before);
  });

  it('runs the flow of the version a start finds current, though the one before ran in this process just before', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'Edited between runs');
    const first = await owner.post('/transactions', { workflowId, data: RISKY_APPLICANT });
    expect(first.body).toMatchObject({ outcome: 'AWAITING', awaitedKeys: ['selfieScore'] });

    expect((await owner.patch(`/workflows/${workflowId}`, { workflowObject: fiveServiceFlow() })).status).toBe(200);
    const second = await owner.post('/transactions', { workflowId, data: FIVE_SERVICE_DATA });
    expect(second.body).toMatchObject({ outcome: 'ACCEPTED', awaitedKeys: [], missingInputs: [], unknownInputs: [] });
    expect((await owner.get(`/transactions/${second.body.transactionId}`)).body).toMatchObject({ version: 2 });
    expect((await owner.get(`/transactions/${first.body.transactionId}`)).body).toMatchObject({ version: 1 });
  });

  it('refuses a cyclic or malformed flow stored around the save-time checks with 422, recording nothing', async () => {
    const owner = await server().signIn();
    const cyclicId = await publish(owner, 'KYC crafted');
    const cyclic = kycFlow();
    const pan = cyclic.columns[1]?.nodes[0];
    if (pan) pan.dependencies = [KYC_TAG];
    await server().db.updateTable('workflow_versions').set({ workflow_object: JSON.stringify(cyclic) }).where('workflow_id', '=', cyclicId).execute();
    const res = await owner.post('/transactions', { workflowId: cyclicId, data: TRUSTED_APPLICANT });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The workflow cannot run: Nodes depend on each other in a cycle/);

    const malformedId = await publish(owner, 'KYC malformed');
    const malformed = kycFlow();
    const tag = malformed.columns[2]?.nodes[0];
    if (tag) tag.conditions = [{ eq: [{ obj: `input.${KYC_START}.__proto__` }, { const: 1 }] } as never];
    await server().db.updateTable('workflow_versions').set({ workflow_object: JSON.stringify(malformed) }).where('workflow_id', '=', malformedId).execute();
    const second = await owner.post('/transactions', { workflowId: malformedId, data: TRUSTED_APPLICANT });
    expect(second.status).toBe(422);
    expect(second.body.message).toContain('__proto__');

    await server().db.updateTable('workflow_versions').set({ workflow_object: JSON.stringify({ columns: 'nope' }) }).where('workflow_id', '=', malformedId).execute();
    expect((await owner.post('/transactions', { workflowId: malformedId, data: {} })).status).toBe(422);
    expect(await transactionCount(server(), owner.orgId)).toBe(0);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(0);
  });

  it('answers a poll of a transaction recorded without engine state (seeded), and refuses to resume it', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC recorded');
    const id = await insertTransaction(server().db, { orgId: owner.orgId, environment: 'test', workflowId, version: 1, outcome: 'AWAITING', inputData: { pan: 'ABCPE1234F' }, nodes: [], awaitedKeys: ['selfieScore'] });
    const polled = await owner.post('/transactions', { transactionId: id, data: {} });
    expect(polled.body).toEqual({ transactionId: id, outcome: 'AWAITING', transactionRawInput: { pan: 'ABCPE1234F' }, awaitedKeys: ['selfieScore'], missingInputs: [], unknownInputs: [], reason: null });
    const resumed = await owner.post('/transactions', { transactionId: id, data: { selfieScore: 80 } });
    expect(resumed.status).toBe(409);
    expect(resumed.body.message).toBe('This transaction cannot be resumed');
  });

  it("tries a template out, recording the template's id and version", async () => {
    const owner = await server().signIn();
    await server()
      .db.insertInto('templates')
      .values({ id: 'tpl_kyc_selfie', name: `KYC selfie ${Math.random()}`, description: 'KYC with a selfie fallback', use_case: 'onboarding', version: 4, workflow_object: JSON.stringify(kycFlow()) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const res = await owner.post('/transactions', { templateId: 'tpl_kyc_selfie', data: TRUSTED_APPLICANT });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.outcome).toBe('ACCEPTED');
    const read = await owner.get(`/transactions/${res.body.transactionId}`);
    expect(read.body).toMatchObject({ templateId: 'tpl_kyc_selfie', workflowId: null, version: 4 });
    expect((await owner.post('/transactions', { templateId: 'tpl_none_1', data: {} })).status).toBe(404);
  });

  it('counts a QuickLink run against its limit', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC link');
    const link = await owner.post('/workflows/quicklink', { name: 'Pilot', workflowId, transactionLimit: 1, isEnabled: true, showResponseOutput: false, redirectionUrl: '' });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const quicklinkId = link.body.id;
    const first = await owner.post('/transactions', { workflowId, quicklinkId, data: TRUSTED_APPLICANT });
    expect(first.status).toBe(200);
    expect((await owner.get(`/transactions/${first.body.transactionId}`)).body.quicklinkId).toBe(quicklinkId);
    const second = await owner.post('/transactions', { workflowId, quicklinkId, data: TRUSTED_APPLICANT });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('Transaction limit reached');
    expect(await transactionCount(server(), owner.orgId)).toBe(1);
    expect(await freeCallsUsed(server(), owner.orgId)).toBe(2);
  });
});
