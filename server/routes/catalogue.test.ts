import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

describeEachDatabase('verification catalogue', (server) => {
  it('lists the services sorted by display name, with inputs, outputs and prices', async () => {
    const member = await server().signIn({ role: 'member' });
    const res = await member.get('/suppliers');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(20);
    expect(res.body.suppliers).toHaveLength(res.body.count);
    const names = res.body.suppliers.map((s: { displayName: string }) => s.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const pan = res.body.suppliers.find((s: { id: string }) => s.id === 'pan-verification');
    expect(pan).toMatchObject({ apiName: 'panVerification', category: 'identity', countries: ['IND'], price: 3, isAsync: false });
    expect(pan.inputs[0]).toMatchObject({ key: 'pan', optionality: 'REQUIRED', isOptional: false, type: 'STRING' });
    expect(pan.outputParameters.find((o: { key: string }) => o.key === 'status')).toMatchObject({ allowedValues: ['OK', 'FAILED', 'NO_RECORD_FOUND'] });
  });

  it('filters services by category, country and search term, in both environments', async () => {
    const sales = await server().signIn({ role: 'sales' });
    const bank = await sales.get('/suppliers', { query: { category: 'bank' } });
    expect(bank.status).toBe(200);
    expect(bank.body.suppliers.map((s: { id: string }) => s.id).sort()).toEqual(['bank-account-verification', 'ifsc-lookup', 'upi-verification']);
    const indonesia = await sales.get('/suppliers', { query: { country: 'IDN' }, env: 'live' });
    expect(indonesia.status).toBe(200);
    for (const s of indonesia.body.suppliers) expect(s.countries.some((c: string) => c === 'IDN' || c === 'GLOBAL')).toBe(true);
    expect(indonesia.body.suppliers.some((s: { id: string }) => s.id === 'pan-verification')).toBe(false);
    const search = await sales.get('/suppliers', { query: { searchTerm: 'FACE' } });
    expect(search.body.suppliers.map((s: { id: string }) => s.id)).toEqual(['face-match']);
    const none = await sales.get('/suppliers', { query: { searchTerm: 'no such service' } });
    expect(none.body).toEqual({ suppliers: [], count: 0 });
  });

  it('refuses bad supplier queries, no session and another organisation', async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    expect((await owner.get('/suppliers', { query: { category: 'weather' } })).status).toBe(400);
    expect((await owner.get('/suppliers', { query: { searchTerm: 'x'.repeat(101) } })).status).toBe(400);
    const unknown = await owner.get('/suppliers', { query: { page: '2' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('query has an unknown field "page"');
    expect((await server().anonymous(owner.orgId).get('/suppliers')).status).toBe(401);
    expect((await owner.get('/suppliers', { headers: { 'x-veriflow-auth-org-id': other.orgId } })).status).toBe(403);
  });

  it('answers inputs and outputs of the named services, and lists unknown ids as missing', async () => {
    const member = await server().signIn({ role: 'member' });
    const res = await member.get('/suppliers/input-output', { query: { supplierList: JSON.stringify(['name-match', 'pan-verification', 'retired-service', 'name-match']) } });
    expect(res.status).toBe(200);
    expect(res.body.suppliers.map((s: { id: string }) => s.id)).toEqual(['name-match', 'pan-verification']);
    expect(res.body.missing).toEqual(['retired-service']);
    const nameMatch = res.body.suppliers[0];
    expect(nameMatch.inputs.map((i: { key: string; optionality: string }) => `${i.key}:${i.optionality}`)).toEqual(['name1:REQUIRED', 'name2:REQUIRED', 'threshold:OPTIONAL']);
    expect(nameMatch.outputs.find((o: { key: string }) => o.key === 'score').operators.map((o: { key: string }) => o.key)).toContain('gte');
  });

  it('refuses a supplier list that is not a JSON list of ids', async () => {
    const owner = await server().signIn();
    const cases: [string, string][] = [
      ['["pan-verification"', 'query.supplierList is not valid JSON'],
      ['{"id":"pan-verification"}', 'query.supplierList must be a JSON list of 1 to 50 service ids'],
      ['[]', 'query.supplierList must be a JSON list of 1 to 50 service ids'],
      [JSON.stringify(Array.from({ length: 51 }, (_, i) => `s${i}`)), 'query.supplierList must be a JSON list of 1 to 50 service ids'],
      ['[1,2]', 'query.supplierList must hold only service ids (non-empty strings of at most 100 characters)'],
      ['[""]', 'query.supplierList must hold only service ids (non-empty strings of at most 100 characters)'],
    ];
    for (const [supplierList, message] of cases) {
      const res = await owner.get('/suppliers/input-output', { query: { supplierList } });
      expect(res.status, supplierList).toBe(400);
      expect(res.body).toMatchObject({ type: 'bad_request', message });
    }
    const missing = await owner.get('/suppliers/input-output');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('supplierList');
  });

  it('answers the free plan for an organisation without a subscription, and stores it', async () => {
    const sales = await server().signIn({ role: 'sales' });
    const first = await sales.get('/suppliers/subscription');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ active: true, balanceLeft: 100, planId: 'free', endTimestamp: null, geography: 'in' });
    const stored = await server().db.selectFrom('subscriptions').selectAll().where('organization_id', '=', sales.orgId).execute();
    expect(stored).toHaveLength(1);
    const end = new Date('2030-01-01T00:00:00Z');
    await server().db.updateTable('subscriptions').set({ plan_id: 'growth', balance_left: 18450, end_at: end }).where('organization_id', '=', sales.orgId).execute();
    const live = await sales.get('/suppliers/subscription', { env: 'live' });
    expect(live.body).toEqual({ active: true, balanceLeft: 18450, planId: 'growth', endTimestamp: end.getTime() / 1000, geography: 'in' });
  });

  it('lists free, growth and enterprise plans per geography', async () => {
    const owner = await server().signIn();
    const all = await owner.get('/suppliers/plans');
    expect(all.status).toBe(200);
    expect(all.body.plans).toHaveLength(15);
    const india = await owner.get('/suppliers/plans', { query: { geography: 'in' } });
    expect(india.body.plans.map((p: { id: string; currency: string }) => `${p.id}:${p.currency}`)).toEqual(['free:INR', 'growth:INR', 'enterprise:INR']);
    expect((await owner.get('/suppliers/plans', { query: { geography: 'fr' } })).status).toBe(400);
  });

  it('lists input attributes with operators per type, filtered by category', async () => {
    const sales = await server().signIn({ role: 'sales' });
    const res = await sales.get('/input');
    expect(res.status).toBe(200);
    const categories = new Set(res.body.inputParameters.map((p: { category: string }) => p.category));
    expect([...categories]).toEqual(['identity', 'address', 'documents', 'bank', 'e-commerce', 'session', 'device', 'payment', 'company', 'location']);
    const ip = res.body.inputParameters.find((p: { key: string }) => p.key === 'ipAddress');
    expect(ip).toMatchObject({ displayName: 'IP Address', type: 'STRING', format: 'IP ADDRESS', category: 'session' });
    const loan = res.body.inputParameters.find((p: { key: string }) => p.key === 'loanAmount');
    expect(loan.operators.map((o: { key: string }) => o.key)).toEqual(expect.arrayContaining(['gt', 'gte', 'lt', 'lte']));
    const bank = await sales.get('/input', { query: { category: 'bank' } });
    expect(bank.body.inputParameters.map((p: { key: string }) => p.key)).toEqual(['accountNumber', 'ifsc', 'vpa', 'uan']);
    expect((await sales.get('/input', { query: { category: 'weather' } })).status).toBe(400);
  });

  it('lists relational operators and custom functions with their arguments', async () => {
    const member = await server().signIn({ role: 'member' });
    const res = await member.get('/evaluations/operators');
    expect(res.status).toBe(200);
    const ops = res.body.operators;
    expect(ops[10]).toMatchObject({ name: 'IsBlocked', label: 'Is in Allow List or Block List', type: 'relational' });
    expect(ops.filter((o: { type: string }) => o.type === 'relational')).toHaveLength(12);
    const anyOf = ops.find((o: { name: string }) => o.name === 'anyOf');
    expect(anyOf).toMatchObject({ type: 'functional' });
    expect(anyOf.arguments.at(-1)).toMatchObject({ variadic: true });
    expect(ops.find((o: { name: string }) => o.name === 'ageBetween').arguments).toHaveLength(3);
  });

  it('answers the capability filters and the option lists (the lists need no organisation)', async () => {
    const owner = await server().signIn();
    const classifiers = await owner.get('/classifiers');
    expect(classifiers.status).toBe(200);
    expect(classifiers.body.useCases.find((u: { value: string }) => u.value === 'lending')).toMatchObject({ comingSoon: true, displayText: 'Lending' });
    expect(classifiers.body.geographies.map((g: { value: string }) => g.value)).toEqual(['in', 'id', 'us', 'uk', 'ph']);
    const noOrg = { headers: { 'x-veriflow-auth-org-id': '' } };
    const useCases = await owner.get('/options/use-cases', noOrg);
    expect(useCases.status).toBe(200);
    expect(useCases.body.useCases[0]).toMatchObject({ value: 'onboarding', tags: expect.any(Array), description: expect.any(String) });
    const industries = await owner.get('/options/industries', noOrg);
    expect(industries.body.industries.map((i: { value: string }) => i.value)).toContain('neo_bank');
    const geographies = await owner.get('/options/geographies', { ...noOrg, env: 'live' });
    expect(geographies.body.geographies.filter((g: { comingSoon: boolean }) => g.comingSoon).map((g: { value: string }) => g.value)).toEqual(['uk', 'ph']);
    expect((await server().anonymous().get('/options/industries')).status).toBe(401);
    expect((await server().anonymous(owner.orgId).get('/classifiers')).status).toBe(401);
  });

  it('answers the merchant service data: v1 services, plan and requested strategies, prices', async () => {
    const owner = await server().signIn();
    const free = await owner.get('/merchant-service-strategies', { query: { merchantId: owner.orgId } });
    expect(free.status).toBe(200);
    const v1 = free.body.v1Services.map((s: { endpoint: string }) => s.endpoint);
    expect(v1).toEqual(expect.arrayContaining(['/services/email-risk', '/services/ip-intelligence', '/services/name-match']));
    expect(v1).not.toContain('/services/pan-verification');
    expect(free.body.strategies).toEqual([]);
    expect(free.body.pricing.find((p: { endpoint: string }) => p.endpoint === '/services/pan-verification')).toEqual({ endpoint: '/services/pan-verification', price: 3 });

    await server()
      .db.insertInto('service_access_requests')
      .values({ id: `sar_${owner.orgId}`, organization_id: owner.orgId, service_endpoint: '/services/face-match', doc_link: '/docs/api#faceMatch', requested_by: owner.userId })
      .execute();
    await owner.get('/suppliers/subscription');
    await server().db.updateTable('subscriptions').set({ plan_id: 'growth' }).where('organization_id', '=', owner.orgId).execute();
    const growth = await owner.get('/merchant-service-strategies', { query: { merchantId: owner.orgId } });
    const strategies = Object.fromEntries(growth.body.strategies.map((s: { endpoint: string; accessStatus: string }) => [s.endpoint, s.accessStatus]));
    expect(strategies['/services/pan-verification']).toBe('approved');
    expect(strategies['/services/face-match']).toBe('pending');
    expect(strategies['/services/sanctions-pep-screening']).toBeUndefined();
    expect(strategies['/services/email-risk']).toBeUndefined();
  });

  it('refuses merchant data of another organisation, without merchantId, or without v2-services', async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const cross = await owner.get('/merchant-service-strategies', { query: { merchantId: other.orgId } });
    expect(cross.status).toBe(403);
    expect(cross.body.message).toBe('merchantId must be the organisation of the X-Veriflow-Auth-Org-ID header');
    expect((await owner.get('/merchant-service-strategies')).status).toBe(400);
    expect((await owner.get('/merchant-service-strategies', { query: { merchantId: '../x' } })).status).toBe(400);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get('/merchant-service-strategies', { query: { merchantId: owner.orgId } })).status).toBe(200);
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    expect((await unassigned.get('/merchant-service-strategies', { query: { merchantId: owner.orgId } })).status).toBe(403);
    expect((await unassigned.get('/catalogue')).status).toBe(403);
  });

  it('serves the API catalogue document with categories, definitions, examples and schemas', async () => {
    const sales = await server().signIn({ role: 'sales' });
    const res = await sales.get('/catalogue');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.categories)).toEqual(expect.arrayContaining(['Identity Verification', 'Bank Verification', 'Compliance and AML']));
    expect(res.body.categories['Identity Verification'].panVerification).toMatchObject({
      title: 'PAN Verification',
      countries: ['IND'],
      path: '/services/pan-verification',
      credits_required: 3,
      isAsync: false,
      asyncParams: null,
    });
    const employment = res.body.categories['Business Verification'].employmentVerification;
    expect(employment.asyncParams).toMatchObject({ isAsync: true, endPoint: '/services/employment-verification/result' });
    expect(employment.asyncParams.inputs[0].key).toBe('requestId');
    const definition = res.body.apis['Identity Verification'].panVerification;
    expect(definition.input_fields[0]).toMatchObject({ key: 'pan', type: 'string', isOptional: false, validationPattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' });
    expect(definition.testValues.map((t: { status: string }) => t.status)).toEqual(['OK', 'OK', 'NO_RECORD_FOUND', 'FAILED']);
    expect(res.body.examples[definition.responseRef]).toMatchObject({ status: 'OK', name: 'RAVI KUMAR SHARMA' });
    expect(res.body.schemas[definition.responseRef]).toMatchObject({ type: 'object' });
  });
});
