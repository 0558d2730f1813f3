import { expect, it } from 'vitest';
import { seedCatalogue } from '../seed/catalogue';
import { DEMO_ORG_ID, seedDemoOrganisation } from '../seed/demoOrganisation';
import { defaultCapabilityOutput, insertCapability } from '../store/capabilities';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';

const flow = {
  columns: [
    { id: 'column_0', nodes: [{ id: 'start_ghdvng', kind: 'START', name: 'Input' }] },
    {
      id: 'column_k2',
      metadata: { kind: 'source', description: 'Identity' },
      nodes: [
        {
          id: 'pan-verification__a1',
          kind: 'source',
          name: 'PAN Verification',
          supplierId: 'pan-verification',
          columnPosition: 1,
          nodePosition: 0,
          dependencies: [],
          conditions: [],
          inputs: [{ key: 'pan', location: 'input.start_ghdvng.pan', locationKind: 'input', optionality: 'REQUIRED', isOptional: false }],
          outputs: [{ key: 'status', type: 'STRING', allowedValues: ['OK', 'FAILED', 'NO_RECORD_FOUND'], operators: [{ key: 'eq' }] }],
        },
      ],
    },
    {
      id: 'column_end',
      metadata: { kind: 'end' },
      nodes: [
        {
          id: 'accept_x1',
          kind: 'end_accepted',
          name: 'Accept',
          dependencies: ['pan-verification__a1'],
          conditions: [{ eq: [{ obj: 'source.pan-verification__a1.status' }, { const: 'OK' }] }],
        },
      ],
    },
  ],
};

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'PAN Quick Check',
  description: 'Verifies the PAN before anything else.',
  object: flow,
  plansWithAccess: ['free', 'growth'],
  industry: ['fintech'],
  geography: ['in'],
  useCase: ['onboarding'],
  ...overrides,
});

async function create(caller: Caller, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await caller.post('/capabilities', body(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const countOf = async (s: TestServer, orgId: string) =>
  Number((await s.db.selectFrom('capabilities').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow()).n);

describeEachDatabase('capabilities', (server) => {
  it('creates a capability without its start column, derives its input, reads and lists it', async () => {
    const owner = await server().signIn();
    const id = await create(owner);
    expect(id).toMatch(/^cap_[0-9a-f]{16}$/);
    const res = await owner.get(`/capabilities/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'PAN Quick Check',
      active: true,
      isAsync: false,
      isPlatform: false,
      plansWithAccess: ['free', 'growth'],
      input: [{ key: 'pan', displayName: 'PAN Number', type: 'STRING', isOptional: false, inputType: 'basic' }],
      output: defaultCapabilityOutput(),
    });
    expect(res.body.object.columns.map((c: { id: string }) => c.id)).toEqual(['column_k2', 'column_end']);
    const list = await owner.get('/capabilities');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.capabilities[0]).toMatchObject({ id, name: 'PAN Quick Check' });
    expect(list.body.capabilities[0].object).toBeUndefined();
    const audit = await server().db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('target_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'capability.created', actor_user_id: owner.userId }]);
  });

  it('stores a null object when only the start column is sent, and takes explicit input, output and flags', async () => {
    const owner = await server().signIn();
    const id = await create(owner, {
      object: { columns: [flow.columns[0]] },
      active: false,
      isAsync: true,
      input: [{ key: 'uan', displayName: 'UAN', type: 'STRING', isOptional: false, inputType: 'basic' }],
      output: [{ key: 'isEmployed', displayName: 'Is Employed', type: 'BOOLEAN' }],
    });
    const res = await owner.get(`/capabilities/${id}`);
    expect(res.body).toMatchObject({ object: null, active: false, isAsync: true, input: [{ key: 'uan' }], output: [{ key: 'isEmployed' }] });
    const noObject = await create(owner, { name: 'No Flow Yet', object: null });
    expect((await owner.get(`/capabilities/${noObject}`)).body).toMatchObject({ object: null, input: [] });
  });

  it('refuses a name the organisation already uses, case-insensitively, on create and on update', async () => {
    const owner = await server().signIn();
    const first = await create(owner, { name: 'Payout Check' });
    const second = await create(owner, { name: 'Payout Check v2' });
    const clash = await owner.post('/capabilities', body({ name: '  payout CHECK ' }));
    expect(clash.status).toBe(422);
    expect(clash.body).toMatchObject({ type: 'unprocessable_entity', message: 'A capability with the given name already exists' });
    const rename = await owner.patch(`/capabilities/${second}`, { name: 'PAYOUT check' });
    expect(rename.status).toBe(422);
    expect(rename.body.message).toBe('A capability with the given name already exists');
    expect((await owner.get(`/capabilities/${second}`)).body.name).toBe('Payout Check v2');
    expect((await owner.patch(`/capabilities/${first}`, { name: 'payout check' })).status).toBe(200);
    expect(await countOf(server(), owner.orgId)).toBe(2);
    const other = await server().signIn();
    expect((await other.post('/capabilities', body({ name: 'Payout Check' }))).status).toBe(201);
  });

  it('refuses bad bodies with 400 and a message saying what is wrong, creating nothing', async () => {
    const owner = await server().signIn();
    const cases: [unknown, string][] = [
      [{ ...body(), name: undefined }, 'body is missing the required field "name"'],
      [body({ colour: 'red' }), 'body has an unknown field "colour"'],
      [body({ name: 'x'.repeat(101) }), 'body.name must NOT have more than 100 characters'],
      [body({ name: 'ab' }), 'body.name must NOT have fewer than 3 characters'],
      [body({ plansWithAccess: [] }), 'body.plansWithAccess must NOT have fewer than 1 items'],
      [body({ plansWithAccess: ['platinum'] }), 'body.plansWithAccess.0 must be one of "free", "growth", "enterprise"'],
      [body({ industry: 'fintech' }), 'body.industry must be array'],
      [body({ active: 'yes' }), 'body.active must be boolean'],
      [body({ object: { columns: [{ id: 'col', nodes: [] }] } }), 'body.object.columns.0.id must match pattern'],
      [body({ object: { columns: [{ id: 'column_1', nodes: [{ id: 'n', kind: 'source', name: 'N', secret: 1 }] }] } }), 'unknown field "secret"'],
    ];
    for (const [payload, message] of cases) {
      const res = await owner.post('/capabilities', payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const blank = await owner.post('/capabilities', body({ name: '     ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Capability name cannot be blank!');
    const short = await owner.post('/capabilities', body({ name: ' ab ' }));
    expect(short.body.message).toBe('Capability Name must be at least 3 characters long.');
    const malformed = await owner.post('/capabilities', undefined, { payload: '{"name": "PAN', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect((await owner.post('/capabilities')).status).toBe(400);
    expect(await countOf(server(), owner.orgId)).toBe(0);
    const id = await create(owner);
    expect((await owner.patch(`/capabilities/${id}`, {})).status).toBe(400);
    expect((await owner.patch(`/capabilities/${id}`, { name: 'Fine Name', extra: true })).status).toBe(400);
    expect((await owner.get(`/capabilities/${id}`)).body.name).toBe('PAN Quick Check');
  });

  it('filters by use case, industry, geography, status and search term, and pages with a count', async () => {
    const owner = await server().signIn();
    await create(owner, { name: 'Alpha Onboarding', useCase: ['onboarding'], industry: ['fintech'], geography: ['in'] });
    await create(owner, { name: 'Beta Login', useCase: ['login'], industry: ['gaming'], geography: ['us'], description: 'Device and 100% session checks' });
    await create(owner, { name: 'Gamma Payouts', useCase: ['payouts', 'onboarding'], industry: ['fintech', 'ecommerce'], geography: ['in', 'id'], active: false });
    const names = async (query: Record<string, string | number | boolean>) => {
      const res = await owner.get('/capabilities', { query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { names: res.body.capabilities.map((c: { name: string }) => c.name).sort(), count: res.body.count };
    };
    expect(await names({ useCase: 'onboarding' })).toEqual({ names: ['Alpha Onboarding', 'Gamma Payouts'], count: 2 });
    expect(await names({ industry: 'gaming' })).toEqual({ names: ['Beta Login'], count: 1 });
    expect(await names({ geography: 'id' })).toEqual({ names: ['Gamma Payouts'], count: 1 });
    expect(await names({ active: false })).toEqual({ names: ['Gamma Payouts'], count: 1 });
    expect(await names({ active: true, useCase: 'onboarding' })).toEqual({ names: ['Alpha Onboarding'], count: 1 });
    expect(await names({ searchTerm: 'BETA' })).toEqual({ names: ['Beta Login'], count: 1 });
    expect(await names({ searchTerm: '100%' })).toEqual({ names: ['Beta Login'], count: 1 });
    expect(await names({ searchTerm: '_' })).toEqual({ names: [], count: 0 });
    const page1 = await owner.get('/capabilities', { query: { limit: 2, offset: 0 } });
    const page2 = await owner.get('/capabilities', { query: { limit: 2, offset: 2 } });
    expect(page1.body.capabilities).toHaveLength(2);
    expect(page2.body.capabilities).toHaveLength(1);
    expect(page1.body.count).toBe(3);
    expect(page2.body.count).toBe(3);
    expect(page1.body.capabilities[0].name).toBe('Gamma Payouts');
    const badQueries: Record<string, string | number>[] = [{ limit: 0 }, { limit: 501 }, { offset: -1 }, { offset: 100001 }, { limit: 'ten' }, { useCase: 'mining' }, { searchTerm: 'x'.repeat(101) }, { sortBy: 'name' }];
    for (const query of badQueries) {
      expect((await owner.get('/capabilities', { query })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it('changes a capability, re-deriving its input from a new flow, and records it', async () => {
    const member = await server().signIn({ role: 'member' });
    const id = await create(member);
    const res = await member.patch(`/capabilities/${id}`, { active: false, description: 'Paused', object: { columns: [] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, active: false, description: 'Paused', object: null, input: [] });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
    const renamed = await member.patch(`/capabilities/${id}`, { name: 'PAN Quick Check (paused)', plansWithAccess: ['enterprise'] });
    expect(renamed.body).toMatchObject({ name: 'PAN Quick Check (paused)', plansWithAccess: ['enterprise'] });
    const audit = await server().db.selectFrom('audit_events').select(['action', 'detail']).where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['capability.created', 'capability.updated', 'capability.updated']);
    expect(audit[1]?.detail).toEqual({ fields: ['active', 'description', 'object'] });
  });

  it('deletes a capability and records it', async () => {
    const owner = await server().signIn();
    const id = await create(owner);
    const res = await owner.delete(`/capabilities/${id}`);
    expect(res.status).toBe(204);
    expect((await owner.get(`/capabilities/${id}`)).status).toBe(404);
    expect((await owner.delete(`/capabilities/${id}`)).status).toBe(404);
    const audit = await server().db.selectFrom('audit_events').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['capability.created', 'capability.deleted']);
  });

  it('lets sales read but not create, change or delete; members may not delete', async () => {
    const owner = await server().signIn();
    const id = await create(owner);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get('/capabilities')).body.count).toBe(1);
    expect((await sales.get(`/capabilities/${id}`)).status).toBe(200);
    const refused = await sales.post('/capabilities', body({ name: 'Sales Attempt' }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You don't have permission to create capabilities");
    expect((await sales.patch(`/capabilities/${id}`, { active: false })).status).toBe(403);
    expect((await sales.delete(`/capabilities/${id}`)).status).toBe(403);
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    expect((await member.delete(`/capabilities/${id}`)).status).toBe(403);
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    expect((await unassigned.get('/capabilities')).status).toBe(403);
    expect(await countOf(server(), owner.orgId)).toBe(1);
    expect((await owner.get(`/capabilities/${id}`)).body).toMatchObject({ active: true, name: 'PAN Quick Check' });
  });

  it("answers 404 for another organisation's capability and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const intruder = await server().signIn();
    const id = await create(owner);
    const before = (await owner.get(`/capabilities/${id}`)).body;
    expect((await intruder.get(`/capabilities/${id}`)).status).toBe(404);
    const patch = await intruder.patch(`/capabilities/${id}`, { name: 'Taken Over', active: false });
    expect(patch.status).toBe(404);
    expect(patch.body).toMatchObject({ type: 'not_found', message: 'Capability not found' });
    expect((await intruder.delete(`/capabilities/${id}`)).status).toBe(404);
    expect((await intruder.get('/capabilities')).body.count).toBe(0);
    expect((await owner.get(`/capabilities/${id}`)).body).toEqual(before);
    expect((await owner.get(`/capabilities/${id}`, { headers: { 'x-veriflow-auth-org-id': intruder.orgId } })).status).toBe(403);
    expect((await owner.get('/capabilities/not-a-capability')).status).toBe(400);
    expect((await owner.get('/capabilities/cap_0000000000000000')).status).toBe(404);
  });

  it('offers platform capabilities only when active and listing the organisation plan; they are read-only', async () => {
    const db = server().db;
    const values = (name: string, plans: ('free' | 'growth' | 'enterprise')[], active = true) => ({
      name,
      description: `${name} for tests`,
      object: null,
      plansWithAccess: plans,
      industry: ['fintech' as const],
      geography: ['in' as const],
      useCase: ['onboarding' as const],
      active,
      isAsync: false,
      input: [],
      output: defaultCapabilityOutput(),
    });
    await insertCapability(db, null, values('Zeta Free Platform', ['free', 'growth']), { id: 'cap_zeta-free' });
    await insertCapability(db, null, values('Zeta Growth Platform', ['growth', 'enterprise']), { id: 'cap_zeta-growth' });
    await insertCapability(db, null, values('Zeta Retired Platform', ['free', 'growth', 'enterprise'], false), { id: 'cap_zeta-retired' });
    const owner = await server().signIn();
    const own = await create(owner, { name: 'Zeta Own', plansWithAccess: ['enterprise'] });
    const visible = async () => (await owner.get('/capabilities', { query: { searchTerm: 'zeta' } })).body.capabilities.map((c: { id: string }) => c.id).sort();

    expect(await visible()).toEqual([own, 'cap_zeta-free'].sort());
    expect((await owner.get('/capabilities/cap_zeta-growth')).status).toBe(404);
    expect((await owner.get('/capabilities/cap_zeta-retired')).status).toBe(404);
    const platform = await owner.get('/capabilities/cap_zeta-free');
    expect(platform.body).toMatchObject({ isPlatform: true, name: 'Zeta Free Platform' });

    await owner.get('/suppliers/subscription');
    await db.updateTable('subscriptions').set({ plan_id: 'growth' }).where('organization_id', '=', owner.orgId).execute();
    expect(await visible()).toEqual([own, 'cap_zeta-free', 'cap_zeta-growth'].sort());
    await db.updateTable('subscriptions').set({ plan_id: 'enterprise', active: false }).where('organization_id', '=', owner.orgId).execute();
    expect(await visible()).toEqual([own, 'cap_zeta-free'].sort());

    const patch = await owner.patch('/capabilities/cap_zeta-free', { active: false });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe('Platform capabilities are read-only');
    expect((await owner.delete('/capabilities/cap_zeta-free')).status).toBe(403);
    expect((await owner.delete('/capabilities/cap_zeta-growth')).status).toBe(404);
    const still = await db.selectFrom('capabilities').select(['id', 'active']).where('organization_id', 'is', null).where('id', 'like', 'cap_zeta-%').orderBy('id').execute();
    expect(still).toEqual([
      { id: 'cap_zeta-free', active: true },
      { id: 'cap_zeta-growth', active: true },
      { id: 'cap_zeta-retired', active: false },
    ]);
  });

  it("refuses the name of a platform capability (spec 2 section 5.1) on create, duplicate and rename, but keeps an existing capability's own name", async () => {
    const db = server().db;
    await insertCapability(
      db,
      null,
      { name: 'Omega Business KYB', description: 'Platform', object: null, plansWithAccess: ['enterprise'], industry: ['fintech'], geography: ['in'], useCase: ['onboarding'], active: true, isAsync: false, input: [], output: defaultCapabilityOutput() },
      { id: 'cap_omega-kyb' },
    );
    // Offered to Enterprise only: a Free organisation does not list it yet, but would on an upgrade.
    const owner = await server().signIn();
    const clash = await owner.post('/capabilities', body({ name: 'omega business kyb' }));
    expect(clash.status).toBe(422);
    expect(clash.body).toMatchObject({ type: 'unprocessable_entity', message: 'A capability with the given name already exists' });
    const own = await create(owner, { name: 'Omega Own' });
    const rename = await owner.patch(`/capabilities/${own}`, { name: 'Omega Business KYB' });
    expect(rename.status).toBe(422);
    expect(rename.body.message).toBe('A capability with the given name already exists');
    expect(await countOf(server(), owner.orgId)).toBe(1);

    // A capability stored with a platform name before this rule still saves under its own name.
    const legacy = await insertCapability(db, owner.orgId, { name: 'OMEGA BUSINESS KYB', description: 'Legacy', object: null, plansWithAccess: ['free'], industry: ['fintech'], geography: ['in'], useCase: ['onboarding'], active: true, isAsync: false, input: [], output: defaultCapabilityOutput() });
    expect((await owner.patch(`/capabilities/${legacy.id}`, { name: 'OMEGA BUSINESS KYB', description: 'Still saves' })).status).toBe(200);
  });

  it('seeds the demo organisation on Growth with valid capabilities, one of them Enterprise only', async () => {
    const db = server().db;
    await seedDemoOrganisation(db);
    await seedCatalogue(db);
    const owner = await server().signIn({ orgId: DEMO_ORG_ID });
    const subscription = await owner.get('/suppliers/subscription');
    expect(subscription.body).toMatchObject({ planId: 'growth', active: true, geography: 'in' });
    expect(subscription.body.endTimestamp).toBeGreaterThan(Date.now() / 1000);
    const list = await owner.get('/capabilities');
    const ids = list.body.capabilities.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['cap_pan-bank-kyc', 'cap_contact-risk', 'cap_business-kyb', 'cap_payout-beneficiary', 'cap_login-device-guard']));
    expect(ids).not.toContain('cap_selfie-document-match');
    expect(list.body.capabilities.find((c: { id: string }) => c.id === 'cap_login-device-guard')).toMatchObject({ active: false, isPlatform: false });
    for (const id of ids.filter((i: string) => !i.startsWith('cap_zeta'))) {
      const res = await owner.get(`/capabilities/${id}`);
      expect(res.status, `${id}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      expect(res.body.object.columns.length).toBeGreaterThanOrEqual(2);
      expect(res.body.input.length).toBeGreaterThan(0);
    }
    const kyc = await owner.get('/capabilities/cap_pan-bank-kyc');
    expect(kyc.body.input.map((i: { key: string }) => i.key)).toEqual(['pan', 'fullName', 'accountNumber', 'ifsc']);
  });
});
