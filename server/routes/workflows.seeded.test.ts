import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { DEMO_ORG_ID, seedDemoOrganisation } from '../seed/demoOrganisation';
import { SEEDED_QUICKLINK_IDS, SEEDED_WORKFLOW_IDS, seedWorkflows } from '../seed/workflows';
import { SEEDED_SERVICE_IDS } from '../seed/workflowFlows';
import { findService } from '../services/catalogue';
import { insertTransaction } from '../store/transactions';
import { validateFlow } from '../workflows/flowRules';

describeEachDatabase('seeded workflows, templates and transactions', (server) => {
  let demo: Caller;
  beforeAll(async () => {
    await server().db.transaction().execute(async (trx) => {
      await seedDemoOrganisation(trx);
      await seedWorkflows(trx);
    });
    demo = await server().signIn({ role: 'owner', orgId: DEMO_ORG_ID });
  });

  it('seeds valid published workflows with version histories, using catalogue services', async () => {
    const list = await demo.get('/workflows');
    expect(list.body.data.count).toBe(6);
    for (const summary of list.body.data.workflows as { workflowId: string; version: number }[]) {
      const workflow = await demo.get(`/workflows/${summary.workflowId}`);
      expect(validateFlow(workflow.body.workflowObject)).toEqual([]);
      for (let version = 1; version <= summary.version; version++) {
        expect(validateFlow((await demo.get(`/workflows/${summary.workflowId}/versions/${version}`)).body.workflowObject)).toEqual([]);
      }
    }
    expect((await demo.get(`/workflows/${SEEDED_WORKFLOW_IDS.onboarding}/versions`)).body.data.count).toBe(3);
    for (const id of SEEDED_SERVICE_IDS) expect(findService(id), id).toBeDefined();
    const inactive = await demo.get('/workflows', { query: { filter: '{"active":[false]}' } });
    expect(inactive.body.data.workflows.map((w: { workflowId: string }) => w.workflowId)).toEqual([SEEDED_WORKFLOW_IDS.mobileChange]);
  });

  it('lists templates without the demo one, searchable and paged, for every organisation', async () => {
    const stranger = await server().signIn({ role: 'sales' });
    const list = await stranger.get('/workflows/templates');
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(5);
    expect(list.body.data.templates.every((t: { isDemo: boolean }) => !t.isDemo)).toBe(true);
    expect(list.body.data.templates.map((t: { templateId: string }) => t.templateId)).not.toContain('tpl_demo_instant_decision');
    const search = await stranger.get('/workflows/templates', { query: { searchTerm: 'kyb' } });
    expect(search.body.data.templates.map((t: { name: string }) => t.name)).toEqual(['Business KYB']);
    const byId = await stranger.get('/workflows/templates', { query: { searchTerm: '{"value":"tpl_pan","fields":["templateId"]}' } });
    expect(byId.body.data.templates.map((t: { templateId: string }) => t.templateId)).toEqual(['tpl_pan_kyc']);
    const page = await stranger.get('/workflows/templates', { query: { limit: 2, offset: 4, sortBy: '["name","asc"]' } });
    expect(page.body.data).toMatchObject({ count: 5, templates: [{ name: 'Selfie and document match' }] });

    const template = await stranger.get('/templates/tpl_pan_kyc');
    expect(template.status).toBe(200);
    expect(template.body).toMatchObject({ templateId: 'tpl_pan_kyc', name: 'PAN KYC', isDemo: false, releaseType: 'v2' });
    expect(validateFlow(template.body.workflowObject)).toEqual([]);
    expect((await stranger.get('/templates/tpl_demo_instant_decision')).body.isDemo).toBe(true);
    expect((await stranger.get('/templates/tpl_missing_one')).status).toBe(404);
    expect((await stranger.get('/templates/wf_not_a_template')).status).toBe(400);
    const details = await stranger.get('/input-details/tpl_pan_kyc');
    expect(details.body.inputParameters.map((p: { key: string; required: boolean }) => [p.key, p.required])).toEqual([
      ['pan', true],
      ['fullName', false],
    ]);
    const unassigned = await server().signIn({ role: 'unassigned' });
    expect((await unassigned.get('/workflows/templates')).status).toBe(403);
    expect((await unassigned.get('/templates/tpl_pan_kyc')).status).toBe(403);
  });

  it('offers no way to write a template', async () => {
    expect((await demo.post('/workflows/templates', { name: 'Mine' })).status).toBe(404);
    expect((await demo.patch('/templates/tpl_pan_kyc', { name: 'Mine' })).status).toBe(404);
    expect((await demo.delete('/templates/tpl_pan_kyc')).status).toBe(404);
  });

  it('seeds QuickLinks in test mode, one at its limit that cannot be enabled again', async () => {
    const list = await demo.get('/workflows/quicklink');
    expect(list.body.count).toBe(2);
    const pilot = list.body.data.find((q: { id: string }) => q.id === SEEDED_QUICKLINK_IDS.branchPilot);
    expect(pilot.transactionCount).toBe(pilot.transactionLimit);
    const txns = await demo.get('/transactions', { query: { limit: 100 } });
    for (const q of list.body.data as { id: string; transactionCount: number }[]) {
      expect(txns.body.data.transactions.filter((t: { quicklinkId: string | null }) => t.quicklinkId === q.id)).toHaveLength(q.transactionCount);
    }
    expect((await demo.get('/workflows/quicklink', { env: 'live' })).body.count).toBe(0);
    const off = await demo.patch(`/workflows/quicklink/${pilot.id}`, { ...pilot, isEnabled: false });
    expect(off.status).toBe(200);
    const on = await demo.patch(`/workflows/quicklink/${pilot.id}`, { ...off.body, isEnabled: true });
    expect(on.status).toBe(422);
    expect(on.body.message).toBe('Transaction limit reached');
  });

  it('lists transactions per environment with search, filters, sort and paging', async () => {
    const all = await demo.get('/transactions', { query: { limit: 100 } });
    expect(all.status).toBe(200);
    const rows = all.body.data.transactions as { transactionId: string; createdAt: string; outcome: string; workflowName: string; workflowId: string | null }[];
    expect(all.body.data.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.map((r) => r.createdAt)).toEqual([...rows.map((r) => r.createdAt)].sort().reverse());
    expect(new Set(rows.map((r) => r.outcome))).toEqual(new Set(['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'AWAITING', 'ERROR']));

    const page = await demo.get('/transactions', { query: { limit: 5, offset: 5 } });
    expect(page.body.data.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual(rows.slice(5, 10).map((r) => r.transactionId));
    const awaiting = await demo.get('/transactions', { query: { filter: '{"outcome":["AWAITING"]}' } });
    expect(awaiting.body.data.count).toBe(rows.filter((r) => r.outcome === 'AWAITING').length);
    const reviewed = await demo.get('/transactions', { query: { filter: '{"outcome":"manual review"}' } });
    expect(reviewed.body.data.transactions.every((t: { outcome: string }) => t.outcome === 'MANUAL_REVIEW')).toBe(true);
    const byName = await demo.get('/transactions', { query: { searchTerm: 'payout beneficiary', limit: 100 } });
    expect(byName.body.data.count).toBe(rows.filter((r) => r.workflowId === SEEDED_WORKFLOW_IDS.payout).length);
    const byId = await demo.get('/transactions', { query: { searchTerm: 'txn_demo_001' } });
    expect(byId.body.data.transactions.map((t: { transactionId: string }) => t.transactionId)).toEqual(['txn_demo_001']);
    const byWorkflow = await demo.get('/transactions', { query: { filter: JSON.stringify({ workflowId: SEEDED_WORKFLOW_IDS.login }) } });
    expect(byWorkflow.body.data.count).toBe(4);
    const week = await demo.get('/transactions', { query: { filter: JSON.stringify({ createdAt: { gte: new Date(Date.now() - 7 * 86_400_000).toISOString(), lte: 'now' } }), limit: 100 } });
    expect(week.body.data.count).toBe(rows.filter((r) => Date.parse(r.createdAt) >= Date.now() - 7 * 86_400_000).length);
    expect(week.body.data.count).toBeGreaterThan(0);
    const oldest = await demo.get('/transactions', { query: { sortBy: '["createdAt","asc"]', limit: 1 } });
    expect(oldest.body.data.transactions[0].transactionId).toBe(rows[rows.length - 1]?.transactionId);
    const byOutcome = await demo.get('/transactions', { query: { sortBy: '["outcome","asc"]', limit: 1 } });
    expect(byOutcome.body.data.transactions[0].outcome).toBe('ACCEPTED');

    const badQueries: Record<string, string | number>[] = [{ filter: '{"outcome":["MAYBE"]}' }, { sortBy: '["amount","asc"]' }, { searchTerm: '{"value":' }, { limit: 101 }, { offset: -1 }, { filter: '{"createdAt":{"gte":"soon"}}' }];
    for (const query of badQueries) {
      const res = await demo.get('/transactions', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await demo.get('/transactions', { env: 'live' })).body.data).toEqual({ count: 0, countCapped: false, nextCursor: null, transactions: [] });
  });

  it('answers a transaction with its input and trace, only in its own environment and organisation', async () => {
    const detail = await demo.get('/transactions/txn_demo_001');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ transactionId: 'txn_demo_001', workflowId: SEEDED_WORKFLOW_IDS.onboarding, workflowName: 'Retail onboarding KYC', version: 1, environment: 'test', outcome: 'ACCEPTED' });
    expect(detail.body.transactionRawInput).toMatchObject({ pan: 'ABCPE1234F' });
    expect(detail.body.nodes.map((n: { kind: string }) => n.kind)).toEqual(['START', 'source', 'source', 'end_rejected', 'end_manual_review', 'end_accepted']);
    expect(detail.body.nodes.find((n: { kind: string }) => n.kind === 'end_accepted')).toMatchObject({ status: 'RAN', conditionResult: true });
    const template = await demo.get('/transactions/txn_demo_901');
    expect(template.body).toMatchObject({ workflowId: null, templateId: 'tpl_pan_kyc', workflowName: 'PAN KYC' });
    const awaiting = (await demo.get('/transactions', { query: { filter: '{"outcome":"AWAITING"}', limit: 1 } })).body.data.transactions[0];
    const paused = await demo.get(`/transactions/${awaiting.transactionId}`);
    expect(paused.body).toMatchObject({ awaitedKeys: ['accountNumber', 'ifsc'], durationMs: null, completedAt: null });

    expect((await demo.get('/transactions/txn_demo_001', { env: 'live' })).status).toBe(404);
    const stranger = await server().signIn();
    expect((await stranger.get('/transactions/txn_demo_001')).status).toBe(404);
    expect((await stranger.get('/transactions')).body.data.count).toBe(0);
    expect((await demo.get('/transactions/not_a_txn')).status).toBe(400);
    const sales = await server().signIn({ role: 'sales', orgId: DEMO_ORG_ID });
    expect((await sales.get('/transactions/txn_demo_001')).status).toBe(200);
    const unassigned = await server().signIn({ role: 'unassigned', orgId: DEMO_ORG_ID });
    expect((await unassigned.get('/transactions')).status).toBe(403);
  });

  it('keeps a live transaction out of the sandbox list', async () => {
    const owner = await server().signIn();
    const created = await owner.post('/workflows', {
      name: 'Live only',
      releaseType: 'v2',
      useCase: 'login',
      workflowObject: (await demo.get(`/workflows/${SEEDED_WORKFLOW_IDS.login}`)).body.workflowObject,
    });
    const id = await insertTransaction(server().db, { orgId: owner.orgId, environment: 'live', workflowId: created.body.workflowId, version: 1, outcome: 'ACCEPTED', inputData: { sessionId: 's' }, nodes: [], creditsCharged: 3, durationMs: 420 });
    expect((await owner.get('/transactions')).body.data.count).toBe(0);
    expect((await owner.get(`/transactions/${id}`)).status).toBe(404);
    const live = await owner.get('/transactions', { env: 'live' });
    expect(live.body.data.transactions).toEqual([expect.objectContaining({ transactionId: id, environment: 'live', workflowName: 'Live only', creditsCharged: 3, durationMs: 420 })]);
    expect((await owner.get(`/transactions/${id}`, { env: 'live' })).body.nodes).toEqual([]);
  });

  it('answers the seeded workflows’ input parameters, with awaited keys apart', async () => {
    const payout = await demo.get(`/input-details/${SEEDED_WORKFLOW_IDS.payout}`);
    expect(payout.body.inputParameters.map((p: { key: string }) => p.key)).toEqual(['vpa', 'fullName']);
    expect(payout.body.awaitedKeys).toEqual(['accountNumber', 'ifsc']);
    const login = await demo.get(`/input-details/${SEEDED_WORKFLOW_IDS.login}`);
    expect(login.body.inputParameters.map((p: { key: string; displayName: string }) => [p.key, p.displayName])).toEqual([
      ['sessionId', 'Session ID'],
      ['ipAddress', 'IP Address'],
      ['deviceId', 'Device ID'],
      ['userAgent', 'User Agent'],
    ]);
  });
});
