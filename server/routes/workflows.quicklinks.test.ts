import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { countQuickLinkTransaction } from '../store/quicklinks';
import { DEFAULT_HOSTED_CONFIG } from '../workflows/hostedConfig';
import { quickLinkOptions } from '../workflows/quickLinkUrl';
import { sampleFlow } from '../workflows/testFlows';

async function workflow(caller: Caller, name: string): Promise<string> {
  const res = await caller.post('/workflows', { name, workflowObject: sampleFlow(), releaseType: 'v2', useCase: 'onboarding' });
  expect(res.status).toBe(201);
  return res.body.workflowId as string;
}

const link = (workflowId: string, extra: Record<string, unknown> = {}) => ({ name: 'Website signup', workflowId, transactionLimit: 3, ...extra });

async function linkCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('quicklinks').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('hosted config', (server) => {
  it('answers the defaults until saved, then creates once (409 after) and patches part by part', async () => {
    const owner = await server().signIn();
    const initial = await owner.get('/workflows/hostedconfig');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ config: DEFAULT_HOSTED_CONFIG, saved: false, updatedAt: null });
    const early = await owner.patch('/workflows/hostedconfig', { background: { color: '#000000' } });
    expect(early.status).toBe(404);

    const config = { ...DEFAULT_HOSTED_CONFIG, branding: { ...DEFAULT_HOSTED_CONFIG.branding, primaryColor: '#0f766e', logo: 'data:image/png;base64,iVBORw0KGgo=' } };
    const created = await owner.post('/workflows/hostedconfig', config);
    expect(created.status).toBe(201);
    expect(created.body.saved).toBe(true);
    expect(created.body.config.branding).toMatchObject({ primaryColor: '#0F766E', logo: 'data:image/png;base64,iVBORw0KGgo=' });
    const again = await owner.post('/workflows/hostedconfig', config);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('conflict');

    const patched = await owner.patch('/workflows/hostedconfig', { text: { title: { fontSize: 28 } }, buttons: { type: 'Rectangle', borderRadius: 1 }, branding: { font: 'Georgia' } });
    expect(patched.status).toBe(200);
    expect(patched.body.config.text.title).toEqual({ color: '#1A1A1A', fontSize: 28 });
    expect(patched.body.config.text.content).toEqual(DEFAULT_HOSTED_CONFIG.text.content);
    expect(patched.body.config.buttons).toEqual({ type: 'Rectangle', borderRadius: 1 });
    expect(patched.body.config.branding).toMatchObject({ font: 'Georgia', primaryColor: '#0F766E' });
    expect((await owner.get('/workflows/hostedconfig', { env: 'live' })).body.config).toEqual(patched.body.config);
  });

  it('refuses invalid colours, fonts, logos and sizes, and roles without the permission', async () => {
    const owner = await server().signIn();
    const bad: [unknown, string | RegExp][] = [
      [{ ...DEFAULT_HOSTED_CONFIG, background: { color: 'red' } }, /body\.background\.color must match pattern/],
      [{ ...DEFAULT_HOSTED_CONFIG, background: { color: '#12345' } }, /body\.background\.color must match pattern/],
      [{ ...DEFAULT_HOSTED_CONFIG, branding: { ...DEFAULT_HOSTED_CONFIG.branding, font: 'Comic Sans MS' } }, /body\.branding\.font must be one of "Arial"/],
      [{ ...DEFAULT_HOSTED_CONFIG, branding: { ...DEFAULT_HOSTED_CONFIG.branding, logo: 'javascript:alert(1)' } }, /body\.branding\.logo must match pattern/],
      [{ ...DEFAULT_HOSTED_CONFIG, text: { ...DEFAULT_HOSTED_CONFIG.text, title: { color: '#000000', fontSize: -1 } } }, 'body.text.title.fontSize must be >= 0'],
      [{ branding: DEFAULT_HOSTED_CONFIG.branding }, /^body is missing the required field "text"/],
    ];
    for (const [body, message] of bad) {
      const res = await owner.post('/workflows/hostedconfig', body);
      expect(res.status).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect((await owner.get('/workflows/hostedconfig')).body.saved).toBe(false);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get('/workflows/hostedconfig')).status).toBe(200);
    expect((await sales.post('/workflows/hostedconfig', DEFAULT_HOSTED_CONFIG)).status).toBe(403);
    expect((await owner.post('/workflows/hostedconfig', DEFAULT_HOSTED_CONFIG)).status).toBe(201);
    expect((await sales.patch('/workflows/hostedconfig', { background: { color: '#000000' } })).status).toBe(403);
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    expect((await member.patch('/workflows/hostedconfig', { background: { color: '#abcdef' } })).body.config.background.color).toBe('#ABCDEF');
  });
});

describeEachDatabase('quicklinks', (server) => {
  it('creates a link whose url opens the hosted flow with the options payload and the link token as webt', async () => {
    const member = await server().signIn({ role: 'member' });
    const workflowId = await workflow(member, 'Onboarding');
    const res = await member.post('/workflows/quicklink', link(workflowId, { redirectionUrl: 'https://acme.example/done', showResponseOutput: true }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^ql_/),
      name: 'Website signup',
      workflowId,
      workflowName: 'Onboarding',
      redirectionUrl: 'https://acme.example/done',
      transactionLimit: 3,
      transactionCount: 0,
      isEnabled: true,
      showResponseOutput: true,
    });
    const options = quickLinkOptions(res.body.url);
    expect(options).toEqual({
      workflowId,
      type: 'INIT_DATA',
      env: 'production',
      baseUrl: expect.stringMatching(/\/api\/sandbox$/),
      quicklinkId: res.body.id,
      webt: expect.stringMatching(/^Token vfql_[A-Za-z0-9_-]{43}$/),
      orgId: member.orgId,
    });
    expect(res.body).toMatchObject({ expiresAt: null, openedCount: 0, startedCount: 0, completedCount: 0, outcomeCounts: {} });
    const minimal = await member.post('/workflows/quicklink', { name: 'Defaults', workflowId, transactionLimit: 1, redirectionUrl: '' });
    expect(minimal.body).toMatchObject({ redirectionUrl: null, isEnabled: true, showResponseOutput: false });
  });

  it("refuses a workflow that is not the organisation's with 422, and bad fields with 400", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const mine = await workflow(owner, 'Mine');
    const theirs = await workflow(stranger, 'Theirs');
    for (const workflowId of [theirs, 'wf_doesnotexist']) {
      const res = await owner.post('/workflows/quicklink', link(workflowId));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ type: 'unprocessable_entity', message: 'Workflow not found' });
    }
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [link(mine, { name: 'ab' }), 'body.name must NOT have fewer than 3 characters'],
      [link(mine, { name: 'x'.repeat(51) }), 'body.name must NOT have more than 50 characters'],
      [link(mine, { name: '   ' }), 'body.name must have at least 3 characters besides spaces'],
      [link(mine, { transactionLimit: 0 }), 'body.transactionLimit must be >= 1'],
      [link(mine, { transactionLimit: 1_000_001 }), 'body.transactionLimit must be <= 1000000'],
      [link(mine, { transactionLimit: 2.5 }), 'body.transactionLimit must be integer'],
      [link(mine, { redirectionUrl: 'javascript:alert(1)' }), /body\.redirectionUrl must match pattern/],
      [link(mine, { redirectionUrl: `https://acme.example/${'x'.repeat(2048)}` }), 'body.redirectionUrl must NOT have more than 2048 characters'],
      [link(mine, { redirectionUrl: 'https://exa mple.com' }), /body\.redirectionUrl must match pattern/],
      [link(mine, { redirectionUrl: 'https://[::1' }), 'body.redirectionUrl is not a valid URL'],
      [link(mine, { transactionCount: 0 }), 'body has an unknown field "transactionCount"'],
      [{ name: 'No workflow', transactionLimit: 1 }, 'body is missing the required field "workflowId"'],
    ];
    for (const [body, message] of bad) {
      const res = await owner.post('/workflows/quicklink', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await linkCount(server(), owner.orgId)).toBe(0);
    expect((await owner.get('/workflows/quicklink', { query: { limit: 0 } })).status).toBe(400);
    expect((await owner.get('/workflows/quicklink', { query: { offset: -1 } })).status).toBe(400);
    expect((await owner.get('/workflows/quicklink', { query: { search: 'x'.repeat(201) } })).status).toBe(400);
  });

  it('lists with search and paging, newest first, with workflow names and counts', async () => {
    const owner = await server().signIn();
    const onboarding = await workflow(owner, 'Retail onboarding');
    const payout = await workflow(owner, 'Payout check');
    for (const [i, [name, workflowId]] of ([['Website', onboarding], ['Branch pilot', payout], ['Partner app', onboarding]] as const).entries()) {
      const res = await owner.post('/workflows/quicklink', link(workflowId, { name }));
      await sql`update quicklinks set created_at = ${new Date(Date.UTC(2025, 0, 1 + i))} where id = ${res.body.id as string}`.execute(server().db);
    }
    const all = await owner.get('/workflows/quicklink');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.data.map((q: { name: string }) => q.name)).toEqual(['Partner app', 'Branch pilot', 'Website']);
    expect(all.body.data[1]).toMatchObject({ workflowName: 'Payout check', transactionCount: 0, transactionLimit: 3 });
    const page = await owner.get('/workflows/quicklink', { query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ count: 3, data: [{ name: 'Branch pilot' }] });
    expect((await owner.get('/workflows/quicklink', { query: { search: 'onboarding' } })).body.count).toBe(2);
    expect((await owner.get('/workflows/quicklink', { query: { search: 'PILOT' } })).body.data.map((q: { name: string }) => q.name)).toEqual(['Branch pilot']);
  });

  it('keeps QuickLinks per environment', async () => {
    const owner = await server().signIn();
    const workflowId = await workflow(owner, 'Shared workflow');
    const sandbox = await owner.post('/workflows/quicklink', link(workflowId));
    expect((await owner.get('/workflows/quicklink', { env: 'live' })).body).toEqual({ data: [], count: 0 });
    expect((await owner.patch(`/workflows/quicklink/${sandbox.body.id}`, { isEnabled: false }, { env: 'live' })).status).toBe(404);
    expect((await owner.delete(`/workflows/quicklink/${sandbox.body.id}`, { env: 'live' })).status).toBe(404);
    const live = await owner.post('/workflows/quicklink', link(workflowId, { name: 'Live link' }), { env: 'live' });
    expect(quickLinkOptions(live.body.url).baseUrl).toMatch(/\/api\/live$/);
    expect((await owner.get('/workflows/quicklink')).body.data.map((q: { id: string }) => q.id)).toEqual([sandbox.body.id]);
    expect((await owner.get('/workflows/quicklink', { env: 'live' })).body.data.map((q: { id: string }) => q.id)).toEqual([live.body.id]);
    expect((await owner.get('/workflows/quicklink')).body.data[0].isEnabled).toBe(true);
  });

  it('takes the whole row on PATCH, and refuses to enable a link past its limit', async () => {
    const owner = await server().signIn({ role: 'owner' });
    const workflowId = await workflow(owner, 'Limited');
    const created = (await owner.post('/workflows/quicklink', link(workflowId, { transactionLimit: 2 }))).body;
    const toggled = await owner.patch(`/workflows/quicklink/${created.id}`, { ...created, isEnabled: false });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ isEnabled: false, name: 'Website signup', transactionCount: 0 });

    await server().db.updateTable('quicklinks').set({ transaction_count: 2 }).where('id', '=', created.id).execute();
    const refused = await owner.patch(`/workflows/quicklink/${created.id}`, { ...toggled.body, isEnabled: true });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ type: 'unprocessable_entity', message: 'Transaction limit reached' });
    expect((await owner.get('/workflows/quicklink')).body.data[0]).toMatchObject({ isEnabled: false, transactionCount: 2 });
    const lowered = await owner.patch(`/workflows/quicklink/${created.id}`, { transactionLimit: 1 });
    expect(lowered.body).toMatchObject({ transactionLimit: 1, isEnabled: false });
    const raised = await owner.patch(`/workflows/quicklink/${created.id}`, { isEnabled: true, transactionLimit: 10, name: 'Website signup (more)' });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ isEnabled: true, transactionLimit: 10, transactionCount: 2, name: 'Website signup (more)' });
    const tooLow = await owner.patch(`/workflows/quicklink/${created.id}`, { transactionLimit: 2 });
    expect(tooLow.status).toBe(422);
    const other = await workflow(owner, 'Other');
    expect((await owner.patch(`/workflows/quicklink/${created.id}`, { workflowId: other })).body.workflowName).toBe('Other');
    expect((await owner.patch(`/workflows/quicklink/${created.id}`, { workflowId: 'wf_notmine123' })).status).toBe(422);
    expect((await owner.patch(`/workflows/quicklink/${created.id}`, { redirectionUrl: 'ftp://files.example' })).status).toBe(400);
    expect((await owner.patch(`/workflows/quicklink/${created.id}`, {})).status).toBe(400);
    expect((await owner.patch('/workflows/quicklink/ql_missing123', { isEnabled: false })).status).toBe(404);
  });

  it("answers 404 for another organisation's link, checks roles, and deletes", async () => {
    const owner = await server().signIn();
    const workflowId = await workflow(owner, 'Owned');
    const id = (await owner.post('/workflows/quicklink', link(workflowId))).body.id as string;
    const stranger = await server().signIn();
    expect((await stranger.patch(`/workflows/quicklink/${id}`, { isEnabled: false })).status).toBe(404);
    expect((await stranger.delete(`/workflows/quicklink/${id}`)).status).toBe(404);
    expect((await stranger.get('/workflows/quicklink')).body.count).toBe(0);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get('/workflows/quicklink')).body.count).toBe(1);
    expect((await sales.post('/workflows/quicklink', link(workflowId))).status).toBe(403);
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    expect((await member.patch(`/workflows/quicklink/${id}`, { isEnabled: false })).status).toBe(200);
    expect((await member.delete(`/workflows/quicklink/${id}`)).status).toBe(403);
    expect(await linkCount(server(), owner.orgId)).toBe(1);
    expect((await owner.delete(`/workflows/quicklink/${id}`)).status).toBe(204);
    expect((await owner.delete(`/workflows/quicklink/${id}`)).status).toBe(404);
    expect(await linkCount(server(), owner.orgId)).toBe(0);
  });

  it("deletes a workflow's QuickLinks with it, in both environments", async () => {
    const owner = await server().signIn();
    const workflowId = await workflow(owner, 'Going away');
    await owner.post('/workflows/quicklink', link(workflowId));
    await owner.post('/workflows/quicklink', link(workflowId), { env: 'live' });
    expect(await linkCount(server(), owner.orgId)).toBe(2);
    expect((await owner.delete(`/workflows/${workflowId}`)).status).toBe(204);
    expect(await linkCount(server(), owner.orgId)).toBe(0);
  });

  it('counts transactions against a link up to its limit, atomically', async () => {
    const owner = await server().signIn();
    const workflowId = await workflow(owner, 'Counted');
    const id = (await owner.post('/workflows/quicklink', link(workflowId, { transactionLimit: 3 }))).body.id as string;
    const target = { orgId: owner.orgId, environment: 'test' as const, quicklinkId: id };
    const results = await Promise.all(Array.from({ length: 8 }, () => countQuickLinkTransaction(server().db, target)));
    const counted = results.filter((r) => r.counted);
    expect(counted).toHaveLength(3);
    expect(counted.map((r) => (r.counted ? r.transactionCount : 0)).sort()).toEqual([1, 2, 3]);
    expect(counted.filter((r) => r.counted && r.limitReached)).toHaveLength(1);
    expect(results.filter((r) => !r.counted)).toEqual(Array.from({ length: 5 }, () => ({ counted: false, reason: 'limit_reached' })));
    expect((await owner.get('/workflows/quicklink')).body.data[0]).toMatchObject({ transactionCount: 3, transactionLimit: 3 });

    expect(await countQuickLinkTransaction(server().db, { ...target, environment: 'live' })).toEqual({ counted: false, reason: 'not_found' });
    expect(await countQuickLinkTransaction(server().db, { ...target, orgId: 'org_other' })).toEqual({ counted: false, reason: 'not_found' });
    await owner.patch(`/workflows/quicklink/${id}`, { transactionLimit: 5, isEnabled: false });
    expect(await countQuickLinkTransaction(server().db, target)).toEqual({ counted: false, reason: 'disabled' });
    await owner.patch(`/workflows/quicklink/${id}`, { isEnabled: true });
    expect(await countQuickLinkTransaction(server().db, target)).toEqual({ counted: true, transactionCount: 4, transactionLimit: 5, remaining: 1, workflowId, limitReached: false });
  });
});
