import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { generateCredential } from '../store/credentials';
import { quickLinkOptions } from '../workflows/quickLinkUrl';
import { kycFlow, RISKY_APPLICANT, TRUSTED_APPLICANT } from '../engine/test/sandboxFlows';

type Flow = components['schemas']['WorkflowObject'];

async function publish(caller: Caller, name: string, flow: Flow = kycFlow()): Promise<string> {
  const res = await caller.post('/workflows', { name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

/** Creates a QuickLink and answers its id and its token (the webt of its URL without "Token "). */
async function quickLink(caller: Caller, workflowId: string, extra: Record<string, unknown> = {}) {
  const res = await caller.post('/workflows/quicklink', { name: 'Website signup', workflowId, transactionLimit: 5, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const webt = String(quickLinkOptions(res.body.url).webt);
  expect(webt).toMatch(/^Token vfql_/);
  return { id: res.body.id as string, token: webt.slice('Token '.length) };
}

/** Calls as the end user of the hosted flow: the link's token, no session, no organisation header. */
const as = (token: string, env: 'sandbox' | 'live' = 'sandbox') => ({ headers: { authorization: `Bearer ${token}`, cookie: '', 'x-veriflow-auth-org-id': '' }, env });

async function transactionsOf(server: TestServer, orgId: string, quicklinkId?: string) {
  let query = server.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId);
  if (quicklinkId) query = query.where('quicklink_id', '=', quicklinkId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const errorShape = { type: expect.any(String), message: expect.any(String), description: expect.any(String) };

describeEachDatabase('hosted flow through a QuickLink token', (server) => {
  it("is scoped to its link: the link's workflow only, its own transactions only, and the /hosted operations only", async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    const other = await publish(owner, 'Other');
    const link = await quickLink(owner, kyc, { redirectionUrl: 'https://acme.example/done?from=veriflow' });
    const user = server().anonymous();

    const session = await user.get('/hosted/session', as(link.token));
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body).toMatchObject({ workflowId: kyc, workflowName: 'KYC', quicklinkId: link.id, showResponseOutput: false, redirectionUrl: 'https://acme.example/done?from=veriflow', transactionsRemaining: 5 });
    expect(session.body.inputDetails).toMatchObject({ workflowId: kyc, awaitedKeys: ['selfieScore'] });
    expect(session.body.theme.branding.font).toBe('Arial');
    expect((await user.get('/hosted/session', { ...as(link.token), query: { workflowId: other } })).status).toBe(403);

    const refused = await user.post('/hosted/transactions', { workflowId: other, inputData: TRUSTED_APPLICANT }, as(link.token));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ...errorShape, message: 'This link opens another workflow' });
    expect(await transactionsOf(server(), owner.orgId)).toBe(0);

    const started = await user.post('/hosted/transactions', { inputData: TRUSTED_APPLICANT }, as(link.token));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { transactionId } = started.body;
    expect(started.body).toEqual({
      transactionId: expect.stringMatching(/^txn_/),
      status: 'COMPLETED',
      awaitingKeys: [],
      outcome: null,
      redirectUrl: `https://acme.example/done?from=veriflow&transactionId=${transactionId}`,
      message: null,
    });
    const recorded = await owner.get(`/transactions/${transactionId}`);
    expect(recorded.body).toMatchObject({ quicklinkId: link.id, workflowId: kyc, outcome: 'ACCEPTED' });

    // Another link's token does not reach this link's transaction; an operator's start is not a link's either.
    const second = await quickLink(owner, kyc);
    expect((await user.get(`/hosted/transactions/${transactionId}`, as(second.token))).status).toBe(404);
    expect((await user.post('/hosted/transactions', { transactionId, inputData: {} }, as(second.token))).status).toBe(404);
    const direct = await owner.post('/transactions', { workflowId: kyc, data: TRUSTED_APPLICANT });
    expect((await user.get(`/hosted/transactions/${direct.body.transactionId}`, as(link.token))).status).toBe(404);
    expect((await user.get(`/hosted/transactions/${transactionId}`, as(link.token))).body).toMatchObject({ transactionId, status: 'COMPLETED', outcome: null });

    // The token opens nothing else: API-key routes, session routes, the other environment.
    for (const [method, url, body] of [
      ['GET', `/transactions/${transactionId}`, undefined],
      ['GET', '/transactions', undefined],
      ['POST', '/transactions', { workflowId: kyc, data: TRUSTED_APPLICANT }],
      ['GET', '/workflows', undefined],
      ['GET', '/workflows/quicklink', undefined],
      ['GET', `/input-details/${kyc}`, undefined],
    ] as const) {
      const res = await user.request(method, url, { ...as(link.token), body });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    const live = await user.get('/hosted/session', as(link.token, 'live'));
    expect(live.status).toBe(401);
    expect(live.body).toMatchObject({ message: 'This link is no longer valid', errorCode: 'hosted_token_unknown' });
    const forged = await user.get('/hosted/session', as(`vfql_${'A'.repeat(43)}`));
    expect(forged.body).toMatchObject({ message: 'This link is no longer valid', errorCode: 'hosted_token_unknown' });
    const apiKey = await generateCredential(server().db, { orgId: owner.orgId, environment: 'test', appName: 'App', createdBy: null });
    if (!apiKey.ok) throw new Error('no key');
    expect((await user.get('/hosted/session', as(apiKey.secret))).body).toMatchObject({ message: 'This link is no longer valid', errorCode: 'hosted_token_malformed' });
    expect(await transactionsOf(server(), owner.orgId)).toBe(2);
  });

  it('is revoked when the link is disabled (403) or deleted (401), and ends at its expiry (401)', async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    const link = await quickLink(owner, kyc);
    const user = server().anonymous();
    expect((await user.get('/hosted/session', as(link.token))).status).toBe(200);

    expect((await owner.patch(`/workflows/quicklink/${link.id}`, { isEnabled: false })).status).toBe(200);
    for (const res of [await user.get('/hosted/session', as(link.token)), await user.post('/hosted/transactions', { inputData: TRUSTED_APPLICANT }, as(link.token))]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ ...errorShape, message: 'The QuickLink is disabled' });
    }
    expect((await owner.patch(`/workflows/quicklink/${link.id}`, { isEnabled: true })).status).toBe(200);

    await server().db.updateTable('quicklinks').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', link.id).execute();
    const expired = await user.post('/hosted/transactions', { inputData: TRUSTED_APPLICANT }, as(link.token));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ ...errorShape, message: 'This link has expired', errorCode: 'hosted_token_expired' });
    // An operator's start through an expired link is refused as well.
    expect((await owner.post('/transactions', { workflowId: kyc, data: TRUSTED_APPLICANT, quicklinkId: link.id })).body.message).toBe('This link has expired');

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const extended = await owner.patch(`/workflows/quicklink/${link.id}`, { expiresAt: later });
    expect(extended.body.expiresAt).toBe(later);
    expect((await user.get('/hosted/session', as(link.token))).status).toBe(200);
    expect((await owner.patch(`/workflows/quicklink/${link.id}`, { expiresAt: new Date(Date.now() - 60_000).toISOString() })).body).toMatchObject({ message: 'The expiry date must be in the future' });
    // The console sends the whole row back: an unchanged expiry is accepted.
    expect((await owner.patch(`/workflows/quicklink/${link.id}`, { ...extended.body, isEnabled: false })).status).toBe(200);

    expect((await owner.delete(`/workflows/quicklink/${link.id}`)).status).toBe(204);
    const deleted = await user.get('/hosted/session', as(link.token));
    expect(deleted.status).toBe(401);
    expect(deleted.body).toMatchObject({ ...errorShape, message: 'This link is no longer valid' });
    expect(await transactionsOf(server(), owner.orgId)).toBe(0);
  });

  it('takes an expiry only in the future on create', async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    const past = await owner.post('/workflows/quicklink', { name: 'Old', workflowId: kyc, transactionLimit: 1, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ type: 'bad_request', message: 'The expiry date must be in the future', description: expect.any(String) });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const made = await owner.post('/workflows/quicklink', { name: 'New', workflowId: kyc, transactionLimit: 1, expiresAt: future });
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe(future);
  });

  it('records exactly the limit of 50 concurrent starts, emits quicklink.limit_reached once, and still answers its session', async () => {
    const owner = await server().signIn();
    await owner.post('/platform/webhooks', { description: 'All events', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false });
    await server().db.updateTable('usage_accounts').set({ lifetime_allocated: 100_000 }).where('organization_id', '=', owner.orgId).execute();
    const kyc = await publish(owner, 'KYC');
    const link = await quickLink(owner, kyc, { transactionLimit: 10 });
    const user = server().anonymous();
    const answers = await Promise.all(Array.from({ length: 50 }, () => user.post('/hosted/transactions', { inputData: TRUSTED_APPLICANT }, as(link.token))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(answers.find((a) => a.status === 422)?.body).toMatchObject({ ...errorShape, message: 'Transaction limit reached' });
    expect(await transactionsOf(server(), owner.orgId, link.id)).toBe(10);
    const events = await server().db.selectFrom('webhook_messages').select('event_type').where('organization_id', '=', owner.orgId).where('event_type', '=', 'quicklink.limit_reached').execute();
    expect(events).toHaveLength(1);
    const session = await user.get('/hosted/session', as(link.token));
    expect(session.status).toBe(200);
    expect(session.body.transactionsRemaining).toBe(0);
  });

  it('resumes an AWAITING transaction through the link after its limit is spent, shows the outcome when the link says so, and counts opened → started → completed', async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    const link = await quickLink(owner, kyc, { transactionLimit: 1, showResponseOutput: true, redirectionUrl: 'https://acme.example/done' });
    const user = server().anonymous();
    expect((await user.get('/hosted/session', as(link.token))).status).toBe(200);
    expect((await user.get('/hosted/session', as(link.token))).status).toBe(200);

    const started = await user.post('/hosted/transactions', { inputData: RISKY_APPLICANT }, as(link.token));
    expect(started.body).toEqual({ transactionId: expect.any(String), status: 'AWAITING', awaitingKeys: ['selfieScore'], outcome: 'AWAITING', redirectUrl: null, message: null });
    const { transactionId } = started.body;
    expect((await user.post('/hosted/transactions', { inputData: RISKY_APPLICANT }, as(link.token))).status).toBe(422);

    const listed = async () => (await owner.get('/workflows/quicklink')).body.data.find((q: { id: string }) => q.id === link.id);
    expect(await listed()).toMatchObject({ openedCount: 2, startedCount: 1, transactionCount: 1, completedCount: 0, outcomeCounts: { AWAITING: 1 } });

    const resumed = await user.post('/hosted/transactions', { transactionId, inputData: { selfieScore: 31 } }, as(link.token));
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toEqual({ transactionId, status: 'COMPLETED', awaitingKeys: [], outcome: 'REJECTED', redirectUrl: `https://acme.example/done?transactionId=${transactionId}`, message: null });
    expect((await user.get(`/hosted/transactions/${transactionId}`, as(link.token))).body).toEqual(resumed.body);
    const again = await user.post('/hosted/transactions', { transactionId, inputData: { selfieScore: 90 } }, as(link.token));
    expect(again.status).toBe(409);
    expect(await listed()).toMatchObject({ openedCount: 2, startedCount: 1, completedCount: 1, outcomeCounts: { REJECTED: 1 } });
  });

  it('refuses bad input with 4xx in the error shape and writes nothing; stores images and pdfs only', async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    const link = await quickLink(owner, kyc);
    const user = server().anonymous();
    const bad: unknown[] = [
      { inputData: 'text' },
      {},
      { workflowId: kyc, transactionId: 'txn_abcdef', inputData: {} },
      { inputData: { 'bad key!': 1 } },
      { inputData: TRUSTED_APPLICANT, extra: true },
    ];
    for (const body of bad) {
      const res = await user.post('/hosted/transactions', body, as(link.token));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject(errorShape);
    }
    const wrongType = await user.post('/hosted/transactions', { inputData: { ...TRUSTED_APPLICANT, pan: { nested: true } } }, as(link.token));
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expect(await transactionsOf(server(), owner.orgId)).toBe(0);
    expect((await owner.get('/workflows/quicklink')).body.data[0].transactionCount).toBe(0);

    const upload = (name: string, type: string, bytes: Buffer) => {
      const boundary = '----hosted';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return user.post('/hosted/documents', undefined, { ...as(link.token), payload, contentType: `multipart/form-data; boundary=${boundary}` });
    };
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
    const stored = await upload('selfie.png', 'image/png', png);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toEqual({ documentId: expect.stringMatching(/^doc_/), value: `/api/sandbox/documents/${stored.body.documentId}/content` });
    const row = await server().db.selectFrom('documents').select(['organization_id', 'content_type', 'size', 'created_by']).where('id', '=', stored.body.documentId).executeTakeFirstOrThrow();
    expect(row).toEqual({ organization_id: owner.orgId, content_type: 'image/png', size: png.length, created_by: `quicklink:${link.id}` });
    for (const [name, type, bytes] of [
      ['notes.csv', 'text/csv', Buffer.from('a,b\n1,2\n')],
      ['fake.png', 'image/png', Buffer.from('not an image at all')],
      ['empty.png', 'image/png', Buffer.alloc(0)],
      ['big.png', 'image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])],
    ] as const) {
      const res = await upload(name, type, bytes);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      expect(res.body, name).toMatchObject(errorShape);
    }
    const documents = await server().db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(Number(documents.n)).toBe(1);
  });
});

describeEachDatabase('hosted flow with an operator session (Tryout, Preview)', (server) => {
  it('needs the workflow named, shows the outcome, and checks the permissions', async () => {
    const owner = await server().signIn();
    const kyc = await publish(owner, 'KYC');
    expect((await owner.get('/hosted/session')).status).toBe(400);
    const session = await owner.get('/hosted/session', { query: { workflowId: kyc } });
    expect(session.body).toMatchObject({ workflowId: kyc, quicklinkId: null, showResponseOutput: true, redirectionUrl: null, transactionsRemaining: null });
    expect((await owner.post('/hosted/transactions', { inputData: TRUSTED_APPLICANT })).status).toBe(400);
    const started = await owner.post('/hosted/transactions', { workflowId: kyc, inputData: TRUSTED_APPLICANT });
    expect(started.body).toMatchObject({ status: 'COMPLETED', outcome: 'ACCEPTED', redirectUrl: null });
    expect((await owner.get(`/hosted/transactions/${started.body.transactionId}`)).body).toMatchObject({ outcome: 'ACCEPTED' });
    expect((await server().anonymous().get('/hosted/session', { query: { workflowId: kyc } })).status).toBe(401);
    const stranger = await server().signIn();
    expect((await stranger.get(`/hosted/transactions/${started.body.transactionId}`, { headers: { 'x-veriflow-auth-org-id': owner.orgId } })).status).toBe(403);
    expect((await stranger.get(`/hosted/transactions/${started.body.transactionId}`)).status).toBe(404);
  });
});
