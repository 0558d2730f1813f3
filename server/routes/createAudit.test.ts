import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { kycFlow } from '../engine/test/sandboxFlows';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { DEFAULT_HOSTED_CONFIG } from '../workflows/hostedConfig';

type Flow = components['schemas']['WorkflowObject'];

/** [table holding the row (with an organization_id column), path of the POST, body, status once it succeeds (201 unless given)]. */
type Create = [table: string, path: string, body: unknown, created?: number];

/** Runs `work` while the audit log refuses every entry, then lets it accept them again. */
async function whileAuditRefused(server: TestServer, work: () => Promise<void>) {
  await sql`alter table audit_events add constraint refuse_all check (false) not valid`.execute(server.db);
  try {
    await work();
  } finally {
    await sql`alter table audit_events drop constraint refuse_all`.execute(server.db);
  }
}

/**
 * Posts each create while the audit log refuses every entry (each must answer ≥500 and leave no
 * row), then again once it accepts them (each must answer its success status and leave one row).
 */
async function expectEachCreateAtomic(server: TestServer, owner: Caller, creates: Create[]) {
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where organization_id = ${owner.orgId}`.execute(server.db)).rows[0]!.n);

  await whileAuditRefused(server, async () => {
    for (const [table, path, body] of creates) {
      const res = await owner.post(path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(500);
      expect(await count(table), table).toBe(0);
    }
  });
  for (const [table, path, body, created = 201] of creates) {
    const res = await owner.post(path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(created);
    expect(await count(table), table).toBe(1);
  }
}

// Issue 18 item 5: a create and its audit entry are one database transaction, so a create whose
// audit entry cannot be written leaves nothing behind (before, the row stayed and the answer was 500).
// Block lists and their entries are checked in lists.test.ts.
describeEachDatabase('a create and its audit entry are one write', (server) => {
  it('keeps no workflow, webhook, document or API key when the audit entry fails, and keeps each once it succeeds', async () => {
    const owner = await server().signIn();
    await expectEachCreateAtomic(server(), owner, [
      ['workflows', '/workflows', { name: 'Audited flow', workflowObject: kycFlow() as Flow, releaseType: 'v2', useCase: 'onboarding' }],
      ['webhooks', '/platform/webhooks', { description: 'Audited hook', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false }],
      ['documents', '/documents', { type: 'image', name: 'pan-front.png', extension: 'png', metadata: { tag: 'front' } }],
      ['api_keys', '/v1/auth/generate', { app_name: 'Audited app' }],
    ]);
  });

  it('keeps no QuickLink, capability, bulk application, invitation, payment order, hosted theme, service access request or live-mode request when the audit entry fails, and keeps each once it succeeds', async () => {
    const owner = await server().signIn();
    // Set-up, while the audit log still accepts entries: the workflow a QuickLink and a bulk application run.
    const flow = await owner.post('/workflows', { name: 'Linked flow', workflowObject: kycFlow() as Flow, releaseType: 'v2', useCase: 'onboarding' });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const workflowId = flow.body.workflowId as string;

    await expectEachCreateAtomic(server(), owner, [
      ['quicklinks', '/workflows/quicklink', { name: 'Audited link', workflowId, transactionLimit: 3 }],
      ['capabilities', '/capabilities', { name: 'Audited check', description: 'A capability of its own.', plansWithAccess: ['free'], industry: ['fintech'], geography: ['in'], useCase: ['onboarding'] }],
      ['bulk_applications', '/bulk-query/applications', { applicationName: 'Audited batch', workflowId }],
      ['invitations', '/v1/auth/invitations', { email: 'audited.invitee@example.test', role: 'member' }],
      ['payment_orders', '/v1/payments/orders', { amount: 1000, currency: 'INR' }],
      ['hosted_configs', '/workflows/hostedconfig', DEFAULT_HOSTED_CONFIG],
      ['service_access_requests', '/v1/auth/raise_service_approval_request', { service_endpoint: '/v1/pan/verify', doc_link: '/docs/api#pan-verify PAN Verification' }],
      ['live_mode_requests', '/v1/auth/customers', { companyName: 'Audited Lending Private Limited', pan: 'ABCPE1234F', state: 'Maharashtra', city: 'Mumbai', zipCode: '400001' }, 200],
    ]);
    // The go-live request also marks the organisation PENDING: only the successful one did.
    const org = await server().db.selectFrom('organizations').select('live_status').where('id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(org.live_status).toBe('PENDING');
  });

  it('keeps no organisation or owner membership when the audit entry fails, so the same name can be taken once it succeeds', async () => {
    const user = await server().signIn();
    const displayName = `Audited Capital ${Date.now()}`;
    const body = { displayName, industry: 'fintech', geography: 'in', tncAccepted: 'true' };
    const named = () => server().db.selectFrom('organizations').select('id').where('display_name', '=', displayName).execute();
    await whileAuditRefused(server(), async () => {
      const refused = await user.post('/v1/auth/create-organisation', body, { headers: { 'x-veriflow-auth-org-id': '' } });
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(500);
      expect(await named()).toEqual([]);
    });
    const created = await user.post('/v1/auth/create-organisation', body, { headers: { 'x-veriflow-auth-org-id': '' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orgId = created.body.organisation_id as string;
    expect(await named()).toEqual([{ id: orgId }]);
    const owners = await server().db.selectFrom('memberships').select('role').where('organization_id', '=', orgId).execute();
    expect(owners).toEqual([{ role: 'owner' }]);
  });

  it('adds no credits and approves no live mode when the audit entry fails, and does both once it succeeds', async () => {
    const owner = await server().signIn();
    const operator = await server().signIn({ platformOperator: true });
    const order = await owner.post('/v1/payments/orders', { amount: 1000, currency: 'INR' });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const paymentId = (order.body.data as { paymentId: string }).paymentId;
    const complete = () => operator.post(`/api/admin/payments/${paymentId}/complete`, undefined, { env: 'none' });
    const approve = () => operator.post(`/api/admin/organizations/${owner.orgId}/approve-live`, undefined, { env: 'none' });
    const state = async () => ({
      order: (await server().db.selectFrom('payment_orders').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status,
      live: (await server().db.selectFrom('organizations').select('is_live_enabled').where('id', '=', owner.orgId).executeTakeFirstOrThrow()).is_live_enabled,
    });
    const before = await state();
    await whileAuditRefused(server(), async () => {
      expect((await complete()).status).toBeGreaterThanOrEqual(500);
      expect((await approve()).status).toBeGreaterThanOrEqual(500);
      expect(await state()).toEqual(before);
    });
    expect((await complete()).status).toBe(200);
    expect((await approve()).status).toBe(200);
    expect(await state()).not.toEqual(before);
    expect((await state()).live).toBe(true);
  });

  it('issues no impersonation token and starts no impersonation session without its audit entry; the unspent token works once it can be audited', async () => {
    const orgId = await server().createOrg({ name: `Audited Impersonation ${Date.now()}` });
    const operator = await server().signIn({ platformOperator: true });
    const issue = () => operator.post<{ authToken: string }>(`/api/admin/organizations/${orgId}/impersonation`, undefined, { env: 'none' });
    const start = (authToken: string) =>
      server().anonymous().post('/api/auth/impersonation', { authToken, orgId }, { env: 'none', headers: { 'sec-fetch-site': 'same-origin' } });
    const sessions = async () => (await server().db.selectFrom('sessions').select('id').where('impersonated_organization_id', '=', orgId).execute()).length;

    await whileAuditRefused(server(), async () => {
      expect((await issue()).status).toBeGreaterThanOrEqual(500);
    });
    const issued = await issue();
    expect(issued.status).toBe(201);
    await whileAuditRefused(server(), async () => {
      expect((await start(issued.body.authToken)).status).toBeGreaterThanOrEqual(500);
      expect(await sessions()).toBe(0);
    });
    expect((await start(issued.body.authToken)).status).toBe(200);
    expect(await sessions()).toBe(1);
  });
});
