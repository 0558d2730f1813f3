import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { seedAccess } from '../seed/access';
import { DEMO_ORG_ID, seedDemoOrganisation } from '../seed/demoOrganisation';
import { approveLiveMode } from '../store/liveMode';
import { serviceAccessRequests, approveServiceAccess } from '../store/serviceAccess';
import { addLiveCredits, chargeUsage, usageOf } from '../store/usage';

const liveRequest = { companyName: 'Acme Lending Private Limited', pan: 'ABCPE1234F', gstNumber: '27ABCPE1234F1Z5', state: 'Maharashtra', city: 'Mumbai', zipCode: '400001' };
const newOrg = (displayName: string) => ({ displayName, industry: 'fintech', geography: 'in', tncAccepted: 'true' });

describeEachDatabase('access: organisation settings, usage, go-live and onboarding', (server) => {
  const orgRow = (id: string) => server().db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: 'live_mode_requests' | 'organizations' | 'payment_orders' | 'service_access_requests' | 'audit_events', orgId?: string) => {
    let q = server().db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (orgId) q = q.where('organization_id' as never, '=', orgId as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('answers the settings of a new organisation to any member, in both environments', async () => {
    const owner = await server().signIn();
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    for (const caller of [owner, sales, unassigned]) {
      for (const env of ['sandbox', 'live'] as const) {
        const res = await caller.get('/v1/auth/organization/settings', { env });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          isLiveEnabled: false,
          liveStatus: 'NOT_REQUESTED',
          merchantPaymentType: 'postpaid',
          isWhitelisted: false,
          isPrepaidAccount: false,
          isPostpaidAccount: true,
        });
        expect(res.body.feature_flag.workflows).toEqual({ read: true, write: true, delete: true });
      }
    }
  });

  it('refuses settings for an organisation header the user does not belong to', async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const res = await owner.get('/v1/auth/organization/settings', { headers: { 'x-veriflow-auth-org-id': other.orgId } });
    expect(res.status).toBe(403);
  });

  it('answers free calls in test mode and credits in live mode', async () => {
    const owner = await server().signIn();
    const test = await owner.get(`/v1/auth/credits/${owner.orgId}`);
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ lifeTimeAllocated: 100, lifeTimeUsage: 0, monthlyAllocated: 100, monthlyUsage: 0 });
    const live = await owner.get(`/v1/auth/credits/${owner.orgId}`, { env: 'live' });
    expect(live.body).toEqual({ lifeTimeAllocated: 0, lifeTimeUsage: 0, monthlyAllocated: 0, monthlyUsage: 0 });
    await chargeUsage(server().db, owner.orgId, 'test', 3);
    const after = await owner.get(`/v1/auth/credits/${owner.orgId}`);
    expect(after.body).toMatchObject({ lifeTimeUsage: 3, monthlyUsage: 3 });
  });

  it("refuses usage of another organisation than the header's and of an unknown one alike (403, no existence oracle)", async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const res = await owner.get(`/v1/auth/credits/${other.orgId}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The organisation in the path is not the active organisation');
    const unknown = await owner.get('/v1/auth/credits/org_nobody_here');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: res.status, body: res.body });
    const malformed = await owner.get('/v1/auth/credits/..%2Fetc');
    expect(malformed.status).toBe(400);
  });

  it('records a go-live request, sets PENDING, and answers 409 to a second one', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/v1/auth/customers', liveRequest);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ liveStatus: 'PENDING' });
    expect((await orgRow(owner.orgId)).live_status).toBe('PENDING');
    const stored = await server().db.selectFrom('live_mode_requests').selectAll().where('organization_id', '=', owner.orgId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ company_name: 'Acme Lending Private Limited', pan: 'ABCPE1234F', gst_number: '27ABCPE1234F1Z5', status: 'pending' });
    const settings = await owner.get('/v1/auth/organization/settings');
    expect(settings.body.liveStatus).toBe('PENDING');
    const again = await owner.post('/v1/auth/customers', liveRequest);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A live-mode request has already been sent');
    expect(await count('live_mode_requests', owner.orgId)).toBe(1);
    const audit = await server().db.selectFrom('audit_events').selectAll().where('organization_id', '=', owner.orgId).where('action', '=', 'organization.live_requested').execute();
    expect(audit).toHaveLength(1);
  });

  it('answers 409 to a go-live request once live mode is approved', async () => {
    const owner = await server().signIn();
    await approveLiveMode(server().db, owner.orgId);
    const res = await owner.post('/v1/auth/customers', liveRequest);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Live mode is already approved');
  });

  it('lets only roles with update:organization request live mode', async () => {
    const owner = await server().signIn();
    for (const role of ['member', 'sales', 'unassigned'] as const) {
      const caller = await server().signIn({ role, orgId: owner.orgId });
      const res = await caller.post('/v1/auth/customers', liveRequest);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You don't have permission to update organization");
    }
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });
    expect((await admin.post('/v1/auth/customers', liveRequest)).status).toBe(200);
  });

  it('refuses bad go-live requests with 400 and changes nothing', async () => {
    const owner = await server().signIn();
    const cases: { body?: unknown; payload?: string; message: RegExp }[] = [
      { payload: '{"companyName": ', message: /Malformed JSON/ },
      { body: { ...liveRequest, pan: 1234 }, message: /pan/ },
      { body: { ...liveRequest, pan: 'abc' }, message: /pan/ },
      { body: { companyName: 'Acme' }, message: /pan|state|city|zipCode/ },
      { body: { ...liveRequest, admin: true }, message: /unknown field "admin"/ },
      { body: { ...liveRequest, companyName: 'x'.repeat(101) }, message: /companyName/ },
      { body: { ...liveRequest, gstNumber: '' }, message: /gstNumber/ },
      { body: { ...liveRequest, state: 'Atlantis' }, message: /state/ },
    ];
    for (const c of cases) {
      const res = c.payload ? await owner.request('POST', '/v1/auth/customers', { payload: c.payload }) : await owner.post('/v1/auth/customers', c.body);
      expect(res.status, JSON.stringify(c.body ?? c.payload)).toBe(400);
      expect(res.body.type).toBe('bad_request');
      expect(`${res.body.message} ${res.body.description}`).toMatch(c.message);
    }
    expect((await orgRow(owner.orgId)).live_status).toBeNull();
    expect(await count('live_mode_requests', owner.orgId)).toBe(0);
  });

  it('creates an organisation with the product defaults and makes the creator its owner', async () => {
    const user = await server().signIn();
    const name = `Acme Capital ${Date.now()}`;
    const res = await user.post('/v1/auth/create-organisation', newOrg(name), { headers: { 'x-veriflow-auth-org-id': '' } });
    expect(res.status).toBe(201);
    const orgId = res.body.organisation_id as string;
    expect(orgId).toMatch(/^org_acme_capital_/);
    const org = await orgRow(orgId);
    expect(org).toMatchObject({ display_name: name, is_live_enabled: false, live_status: null, merchant_payment_type: 'postpaid', is_whitelisted: false, region: 'in' });
    const membership = await server().db.selectFrom('memberships').selectAll().where('organization_id', '=', orgId).execute();
    expect(membership).toMatchObject([{ user_id: user.userId, role: 'owner', invitation_status: 'accepted' }]);
    const usage = await user.get(`/v1/auth/credits/${orgId}`, { headers: { 'x-veriflow-auth-org-id': orgId } });
    expect(usage.body).toEqual({ lifeTimeAllocated: 100, lifeTimeUsage: 0, monthlyAllocated: 100, monthlyUsage: 0 });
    const orgs = await user.get('/v1/auth/user/organizations');
    expect(orgs.body.organizations.map((o: { id: string }) => o.id)).toContain(orgId);
    const audit = await server().db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('organization_id', '=', orgId).execute();
    expect(audit).toEqual([{ action: 'organization.created', actor_user_id: user.userId }]);
  });

  it('answers 422 to an organisation name that exists, whatever its case', async () => {
    const user = await server().signIn();
    const name = `Globex ${Date.now()}`;
    expect((await user.post('/v1/auth/create-organisation', newOrg(name))).status).toBe(201);
    const before = await count('organizations');
    const clash = await user.post('/v1/auth/create-organisation', newOrg(name.toUpperCase()));
    expect(clash.status).toBe(422);
    expect(clash.body).toMatchObject({ type: 'unprocessable_entity', message: 'An organisation with this name already exists' });
    expect(await count('organizations')).toBe(before);
  });

  it('refuses bad organisation creations with 400 and creates nothing', async () => {
    const user = await server().signIn();
    const before = await count('organizations');
    const cases: unknown[] = [
      { ...newOrg('Ok name'), tncAccepted: 'false' },
      { ...newOrg('Ok name'), tncAccepted: true },
      { ...newOrg('x'.repeat(51)) },
      { ...newOrg('A') },
      { ...newOrg('  A  ') },
      { ...newOrg('Ok name'), industry: 'piracy' },
      { ...newOrg('Ok name'), extra: 1 },
      { displayName: 'Ok name' },
    ];
    for (const body of cases) {
      const res = await user.post('/v1/auth/create-organisation', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await count('organizations')).toBe(before);
    expect((await server().anonymous().post('/v1/auth/create-organisation', newOrg('Anon Org'))).status).toBe(401);
  });

  it('computes the getting-started checklist from the organisation’s data', async () => {
    const owner = await server().signIn();
    const start = await owner.get('/v1/auth/getting-started');
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ workflowCreated: false, workflowPublished: false, transactionRun: false, apiKeyCreated: false, liveRequested: false });
    await owner.post('/v1/auth/generate', { app_name: 'Checklist' });
    await owner.post('/v1/auth/customers', liveRequest);
    const after = await owner.get('/v1/auth/getting-started');
    expect(after.body).toEqual({ workflowCreated: false, workflowPublished: false, transactionRun: false, apiKeyCreated: true, liveRequested: true });

    const db = server().db;
    const workflowId = `wf_gs_${owner.orgId}`;
    await db
      .insertInto('workflows')
      .values({ id: workflowId, organization_id: owner.orgId, name: 'KYC', use_case: 'onboarding', current_version: 1 } as never)
      .execute();
    await db
      .insertInto('workflow_versions')
      .values({ workflow_id: workflowId, version: 1, organization_id: owner.orgId, name: 'KYC', use_case: 'onboarding', is_async_execution: false, workflow_object: '{}' } as never)
      .execute();
    expect((await owner.get('/v1/auth/getting-started')).body).toMatchObject({ workflowCreated: true, workflowPublished: true, transactionRun: false });
    await db
      .insertInto('transactions')
      .values({ id: `txn_gs_${owner.orgId}`, organization_id: owner.orgId, environment: 'test', workflow_id: workflowId, version: 1, outcome: 'ACCEPTED' } as never)
      .execute();
    expect((await owner.get('/v1/auth/getting-started')).body.transactionRun).toBe(true);
    // another organisation's progress is its own
    const other = await server().signIn();
    expect((await other.get('/v1/auth/getting-started')).body).toEqual({ workflowCreated: false, workflowPublished: false, transactionRun: false, apiKeyCreated: false, liveRequested: false });
  });

  it('answers the API reference address', async () => {
    const owner = await server().signIn();
    const res = await owner.get('/v1/auth/docs', { headers: { 'x-veriflow-auth-org-id': '' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/docs/api' });
    expect((await server().anonymous().get('/v1/auth/docs')).status).toBe(401);
  });

  it('lets a platform operator approve live mode, and nobody else', async () => {
    const owner = await server().signIn();
    await owner.post('/v1/auth/customers', liveRequest);
    const denied = await owner.request('POST', `/api/admin/organizations/${owner.orgId}/approve-live`, { env: 'none' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Only a platform operator can approve live mode');
    expect((await orgRow(owner.orgId)).live_status).toBe('PENDING');

    const operator = await server().signIn({ platformOperator: true });
    const res = await operator.request('POST', `/api/admin/organizations/${owner.orgId}/approve-live`, { env: 'none' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organizationId: owner.orgId, liveStatus: 'APPROVED', isLiveEnabled: true, isWhitelisted: true });
    const settings = await owner.get('/v1/auth/organization/settings');
    expect(settings.body).toMatchObject({ liveStatus: 'APPROVED', isLiveEnabled: true, isWhitelisted: true });
    const request = await server().db.selectFrom('live_mode_requests').select('status').where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(request.status).toBe('approved');
    const again = await operator.request('POST', `/api/admin/organizations/${owner.orgId}/approve-live`, { env: 'none' });
    expect(again.status).toBe(200);
    const unknown = await operator.request('POST', '/api/admin/organizations/org_missing/approve-live', { env: 'none' });
    expect(unknown.status).toBe(404);
    expect((await server().anonymous().request('POST', `/api/admin/organizations/${owner.orgId}/approve-live`, { env: 'none' })).status).toBe(401);
  });

  it('creates payment orders as Pending and lets an operator complete them into live credits', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/v1/payments/orders', { amount: 3000, currency: 'INR' }, { env: 'live' });
    expect(res.status).toBe(201);
    const paymentId = res.body.data.paymentId as string;
    expect(res.body.data).toMatchObject({ amount: 3000, currency: 'INR', status: 'Pending', completedAt: null });
    const status = await owner.get(`/v1/payments/orders/${paymentId}`, { env: 'live' });
    expect(status.status).toBe(200);
    expect(status.body.data.status).toBe('Pending');

    const denied = await owner.request('POST', `/api/admin/payments/${paymentId}/complete`, { env: 'none' });
    expect(denied.status).toBe(403);
    const operator = await server().signIn({ platformOperator: true });
    const done = await operator.request('POST', `/api/admin/payments/${paymentId}/complete`, { env: 'none' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ paymentId, status: 'Completed' });
    const again = await operator.request('POST', `/api/admin/payments/${paymentId}/complete`, { env: 'none' });
    expect(again.status).toBe(409);
    expect((await operator.request('POST', '/api/admin/payments/pay_missing/complete', { env: 'none' })).status).toBe(404);

    const usage = await owner.get(`/v1/auth/credits/${owner.orgId}`, { env: 'live' });
    expect(usage.body).toMatchObject({ lifeTimeAllocated: 3000, monthlyAllocated: 3000 });
    expect((await owner.get(`/v1/payments/orders/${paymentId}`)).body.data.status).toBe('Completed');
  });

  it('refuses bad payment orders, other roles and other organisations’ orders', async () => {
    const owner = await server().signIn();
    const before = await count('payment_orders', owner.orgId);
    for (const body of [
      { amount: 0, currency: 'INR' },
      { amount: -5, currency: 'INR' },
      { amount: 10_000_001, currency: 'INR' },
      { amount: 12.5, currency: 'INR' },
      { amount: '1000', currency: 'INR' },
      { amount: 1000, currency: 'USD' },
      { amount: 1000 },
      { amount: 1000, currency: 'INR', discount: 10 },
    ]) {
      const res = await owner.post('/v1/payments/orders', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await owner.request('POST', '/v1/payments/orders', { payload: '{amount:1}' });
    expect(malformed.status).toBe(400);
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    expect((await member.post('/v1/payments/orders', { amount: 1000, currency: 'INR' })).status).toBe(403);
    expect(await count('payment_orders', owner.orgId)).toBe(before);

    const other = await server().signIn();
    const theirs = await other.post('/v1/payments/orders', { amount: 1000, currency: 'INR' });
    const peek = await owner.get(`/v1/payments/orders/${theirs.body.data.paymentId}`);
    expect(peek.status).toBe(404);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get(`/v1/payments/orders/${theirs.body.data.paymentId}`)).status).toBe(403);
  });

  it('stores service access requests per organisation and endpoint, with 409 for a second one', async () => {
    const owner = await server().signIn();
    const body = { service_endpoint: '/v1/pan/verify', doc_link: '/docs/api#pan-verify PAN Verification' };
    const res = await owner.post('/v1/auth/raise_service_approval_request', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ serviceEndpoint: '/v1/pan/verify', accessStatus: 'pending' });
    const again = await owner.post('/v1/auth/raise_service_approval_request', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Access to this service has already been requested');
    const other = await server().signIn();
    expect((await other.post('/v1/auth/raise_service_approval_request', body)).status).toBe(201);

    expect(await serviceAccessRequests(server().db, owner.orgId)).toMatchObject([{ endpoint: '/v1/pan/verify', accessStatus: 'pending' }]);
    expect(await approveServiceAccess(server().db, owner.orgId, '/v1/pan/verify')).toBe(true);
    expect(await serviceAccessRequests(server().db, owner.orgId)).toMatchObject([{ endpoint: '/v1/pan/verify', accessStatus: 'approved' }]);
    const approved = await owner.post('/v1/auth/raise_service_approval_request', body);
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe('Access to this service is already approved');
  });

  it('refuses bad service access requests and roles without v2-services', async () => {
    const owner = await server().signIn();
    for (const body of [
      { service_endpoint: '/v1/x' },
      { service_endpoint: '', doc_link: 'x' },
      { service_endpoint: '   ', doc_link: 'x' },
      { service_endpoint: 'x'.repeat(201), doc_link: 'x' },
      { service_endpoint: '/v1/x', doc_link: 'x'.repeat(1001) },
      { service_endpoint: 5, doc_link: 'x' },
      { service_endpoint: '/v1/x', doc_link: 'x', priority: 'high' },
    ]) {
      const res = await owner.post('/v1/auth/raise_service_approval_request', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    expect((await unassigned.post('/v1/auth/raise_service_approval_request', { service_endpoint: '/v1/x', doc_link: 'x' })).status).toBe(403);
    expect(await serviceAccessRequests(server().db, owner.orgId)).toEqual([]);
  });

  it('charges usage atomically and refuses with a typed result when exhausted', async () => {
    const db = server().db;
    const orgId = await server().createOrg();
    const first = await chargeUsage(db, orgId, 'test', 60);
    expect(first).toEqual({ charged: true, usage: { lifeTimeAllocated: 100, lifeTimeUsage: 60, monthlyAllocated: 100, monthlyUsage: 60 } });
    const results = await Promise.all([chargeUsage(db, orgId, 'test', 30), chargeUsage(db, orgId, 'test', 30)]);
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(results.find((r) => !r.charged)).toEqual({ charged: false, reason: 'free_calls_exhausted', available: 10 });
    expect((await usageOf(db, orgId, 'test')).lifeTimeUsage).toBe(90);

    // live postpaid is billed later: never refused
    expect((await chargeUsage(db, orgId, 'live', 500)).charged).toBe(true);
    // live prepaid needs credits
    await db.updateTable('organizations').set({ merchant_payment_type: 'prepaid' }).where('id', '=', orgId).execute();
    expect(await chargeUsage(db, orgId, 'live', 1)).toEqual({ charged: false, reason: 'credits_exhausted', available: 0 });
    await addLiveCredits(db, orgId, 1000);
    const paid = await chargeUsage(db, orgId, 'live', 250.5);
    expect(paid).toMatchObject({ charged: true, usage: { lifeTimeAllocated: 1000, lifeTimeUsage: 750.5 } });
    expect(await chargeUsage(db, orgId, 'live', 250)).toEqual({ charged: false, reason: 'credits_exhausted', available: 249.5 });

    expect(await chargeUsage(db, 'org_missing', 'test', 1)).toEqual({ charged: false, reason: 'organization_not_found', available: 0 });
    await expect(chargeUsage(db, orgId, 'test', 0)).rejects.toThrow(RangeError);
  });

  it('starts a new month with no monthly usage', async () => {
    const db = server().db;
    const orgId = await server().createOrg();
    await chargeUsage(db, orgId, 'test', 5, new Date('2030-01-15T10:00:00Z'));
    expect(await usageOf(db, orgId, 'test', new Date('2030-01-20T10:00:00Z'))).toEqual({ lifeTimeAllocated: 100, lifeTimeUsage: 5, monthlyAllocated: 100, monthlyUsage: 5 });
    expect(await usageOf(db, orgId, 'test', new Date('2030-02-01T10:00:00Z'))).toEqual({ lifeTimeAllocated: 100, lifeTimeUsage: 5, monthlyAllocated: 100, monthlyUsage: 0 });
    const feb = await chargeUsage(db, orgId, 'test', 2, new Date('2030-02-02T10:00:00Z'));
    expect(feb).toEqual({ charged: true, usage: { lifeTimeAllocated: 100, lifeTimeUsage: 7, monthlyAllocated: 100, monthlyUsage: 2 } });
    await addLiveCredits(db, orgId, 500, new Date('2030-02-02T10:00:00Z'));
    expect(await usageOf(db, orgId, 'live', new Date('2030-03-01T00:00:00Z'))).toEqual({ lifeTimeAllocated: 500, lifeTimeUsage: 0, monthlyAllocated: 0, monthlyUsage: 0 });
  });

  it("seeds the demo organisation's usage, keys, invitation, payment order and audit trail", async () => {
    await server().db.transaction().execute(async (trx) => {
      await seedDemoOrganisation(trx);
      await seedAccess(trx);
    });
    const owner = await server().signIn({ orgId: DEMO_ORG_ID, role: 'owner' });
    expect((await owner.get(`/v1/auth/credits/${DEMO_ORG_ID}`)).body).toMatchObject({ lifeTimeAllocated: 100, lifeTimeUsage: 37 });
    const keys = (await owner.get('/v1/auth/list')).body.credentials as { status: string; app_name: string }[];
    expect(keys.map((k) => k.status).sort()).toEqual(['active', 'inactive']);
    const members = (await owner.get('/v1/auth/members')).body.members as { invitationStatus: string }[];
    expect(members.filter((m) => m.invitationStatus === 'invited')).toHaveLength(1);
    expect((await owner.get('/v1/payments/orders/pay_acme_first_credits')).body.data).toMatchObject({ status: 'Pending', amount: 3000 });
    const audit = await owner.get('/v1/auth/audit-logs');
    expect(audit.body.count).toBeGreaterThanOrEqual(5);
    expect(audit.body.data[0].actorEmail).toBe('owner@acme.test');
    expect((await owner.get('/v1/auth/getting-started')).body.apiKeyCreated).toBe(true);
  });
});
