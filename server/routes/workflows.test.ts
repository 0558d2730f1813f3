import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { sampleFlow, TEST_PAN_NODE, TEST_START_ID, twoServiceFlow } from '../workflows/testFlows';

type Flow = components['schemas']['WorkflowObject'];

const body = (name: string, flow: Flow = sampleFlow()) => ({ name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });

async function create(caller: Caller, name: string, flow?: Flow): Promise<string> {
  const res = await caller.post('/workflows', body(name, flow));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

async function workflowCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('workflows').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

function nested(depth: number): unknown {
  let expression: unknown = { eq: [{ obj: `input.${TEST_START_ID}.pan` }, { const: 'X' }] };
  for (let i = 0; i < depth; i++) expression = { and: [expression] };
  return expression;
}

/** A request body whose accept condition nests `depth` groups, written as text (JSON.stringify would overflow). */
function deepBody(depth: number): string {
  const comparison = JSON.stringify({ eq: [{ obj: `input.${TEST_START_ID}.pan` }, { const: 'X' }] });
  return JSON.stringify(body('Deeper', withAcceptCondition('__DEEP__'))).replace('"__DEEP__"', `${'{"and":['.repeat(depth)}${comparison}${']}'.repeat(depth)}`);
}

function withAcceptCondition(condition: unknown): Flow {
  const flow = sampleFlow();
  const accept = flow.columns[2]?.nodes[1];
  if (accept) accept.conditions = [condition as never];
  return flow;
}

describeEachDatabase('workflows', (server) => {
  it('creates a workflow with version 1 and reads it back', async () => {
    const owner = await server().signIn({ role: 'member' });
    const res = await owner.post('/workflows', body('Retail onboarding'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ workflowId: expect.stringMatching(/^wf_[A-Za-z0-9]{20}$/), version: 1 });
    const got = await owner.get(`/workflows/${res.body.workflowId}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ workflowId: res.body.workflowId, name: 'Retail onboarding', useCase: 'onboarding', releaseType: 'v2', active: true, isAsyncExecution: false, version: 1 });
    expect(got.body.workflowObject).toEqual(sampleFlow());
    const audit = await server().db.selectFrom('audit_events').select(['action', 'target_id']).where('organization_id', '=', owner.orgId).execute();
    expect(audit).toContainEqual({ action: 'workflow.created', target_id: res.body.workflowId });
  });

  it('stores a new immutable version when the flow changes, and none for a rename or the same flow', async () => {
    const member = await server().signIn({ role: 'member' });
    const id = await create(member, 'Versioned flow');
    const v2 = await member.patch(`/workflows/${id}`, { workflowObject: twoServiceFlow() });
    expect(v2.status).toBe(200);
    expect(v2.body.version).toBe(2);
    expect(v2.body.workflowObject).toEqual(twoServiceFlow());

    const v1 = await member.get(`/workflows/${id}/versions/1`);
    expect(v1.status).toBe(200);
    expect(v1.body).toMatchObject({ workflowId: id, version: 1, name: 'Versioned flow', createdBy: { id: member.userId, name: 'Test member' } });
    expect(v1.body.workflowObject).toEqual(sampleFlow());

    const renamed = await member.patch(`/workflows/${id}`, { name: 'Versioned flow (renamed)', active: false });
    expect(renamed.body).toMatchObject({ version: 2, name: 'Versioned flow (renamed)', active: false });
    const reordered = JSON.parse(JSON.stringify(twoServiceFlow(), (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)));
    const same = await member.patch(`/workflows/${id}`, { workflowObject: reordered, releaseType: 'v2' });
    expect(same.body.version).toBe(2);
    const asyncChange = await member.patch(`/workflows/${id}`, { isAsyncExecution: true });
    expect(asyncChange.body).toMatchObject({ version: 3, isAsyncExecution: true });

    const list = await member.get(`/workflows/${id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(3);
    expect(list.body.data.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect((await member.get(`/workflows/${id}/versions`, { query: { limit: 1, offset: 1 } })).body.data.versions.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await member.get(`/workflows/${id}/versions/1`)).body.workflowObject).toEqual(sampleFlow());
    expect((await member.get(`/workflows/${id}/versions/9`)).status).toBe(404);
  });

  it('deletes a workflow: gone from the list and reads, versions kept, name free again', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Short-lived');
    const deleted = await owner.delete(`/workflows/${id}`);
    expect(deleted.status).toBe(204);
    expect((await owner.get(`/workflows/${id}`)).status).toBe(404);
    expect((await owner.patch(`/workflows/${id}`, { name: 'Again' })).status).toBe(404);
    expect((await owner.delete(`/workflows/${id}`)).status).toBe(404);
    expect((await owner.get('/workflows')).body.data).toEqual({ count: 0, workflows: [] });
    expect((await owner.get(`/workflows/${id}/versions/1`)).body.workflowObject).toEqual(sampleFlow());
    await create(owner, 'short-lived');
  });

  it('pages, sorts, searches and filters the list', async () => {
    const owner = await server().signIn();
    const names = ['Alpha onboarding', 'Bravo payouts', 'Charlie login', 'Delta KYC', 'Echo lending'];
    const ids: string[] = [];
    for (const name of names) ids.push(await create(owner, name));
    // Fix the dates: created a day apart, Bravo edited last.
    for (const [i, id] of ids.entries()) {
      const created = new Date(Date.UTC(2025, 0, 10 + i));
      await sql`update workflows set created_at = ${created}, updated_at = ${i === 1 ? new Date(Date.UTC(2025, 5, 1)) : created} where id = ${id}`.execute(server().db);
    }
    await owner.patch(`/workflows/${ids[4]}`, { active: false });
    await server().db.updateTable('workflows').set({ updated_at: new Date(Date.UTC(2025, 0, 14)) }).where('id', '=', ids[4] ?? '').execute();

    const all = await owner.get('/workflows');
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(5);
    expect(all.body.data.workflows.map((w: { name: string }) => w.name)).toEqual(['Bravo payouts', 'Echo lending', 'Delta KYC', 'Charlie login', 'Alpha onboarding']);
    expect(all.body.data.workflows[0]).not.toHaveProperty('workflowObject');

    const page = await owner.get('/workflows', { query: { limit: 2, offset: 2, sortBy: '["name","asc"]' } });
    expect(page.body.data).toMatchObject({ count: 5 });
    expect(page.body.data.workflows.map((w: { name: string }) => w.name)).toEqual(['Charlie login', 'Delta KYC']);
    const bare = await owner.get('/workflows', { query: { sortBy: 'createdAt', sortOrder: '1', limit: 1 } });
    expect(bare.body.data.workflows[0].name).toBe('Alpha onboarding');

    expect((await owner.get('/workflows', { query: { searchTerm: 'KYC' } })).body.data.workflows.map((w: { name: string }) => w.name)).toEqual(['Delta KYC']);
    const byId = await owner.get('/workflows', { query: { searchTerm: JSON.stringify({ value: ids[2], fields: ['workflowId'] }) } });
    expect(byId.body.data).toMatchObject({ count: 1, workflows: [{ workflowId: ids[2] }] });
    expect((await owner.get('/workflows', { query: { searchTerm: '100%' } })).body.data.count).toBe(0);

    expect((await owner.get('/workflows', { query: { filter: '{"active":["false"]}' } })).body.data.workflows.map((w: { name: string }) => w.name)).toEqual(['Echo lending']);
    expect((await owner.get('/workflows', { query: { filter: '{"outcome":"true"}' } })).body.data.count).toBe(4);
    const range = await owner.get('/workflows', { query: { filter: JSON.stringify({ createdAt: { gte: '2025-01-11T00:00:00Z', lte: '2025-01-12T23:59:59Z' } }), sortBy: '["createdAt","asc"]' } });
    expect(range.body.data.workflows.map((w: { name: string }) => w.name)).toEqual(['Bravo payouts', 'Charlie login']);
    const between = await owner.get('/workflows', { query: { filter: JSON.stringify({ createdAt: { between: ['2025-01-13', '2025-01-20'] } }) } });
    expect(between.body.data.count).toBe(2);
  });

  it('answers 422 on a name clash, case-insensitively, on create and on rename; other organisations may reuse it', async () => {
    const owner = await server().signIn();
    const first = await create(owner, 'Loan Risk');
    const second = await create(owner, 'Payout check');
    const before = await workflowCount(server(), owner.orgId);
    for (const name of ['Loan Risk', 'loan risk', '  LOAN RISK  ']) {
      const res = await owner.post('/workflows', body(name));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ type: 'unprocessable_entity', message: 'A workflow with the given name already exists' });
    }
    const rename = await owner.patch(`/workflows/${second}`, { name: 'LOAN risk' });
    expect(rename.status).toBe(422);
    expect(rename.body.message).toBe('A workflow with the given name already exists');
    expect((await owner.get(`/workflows/${second}`)).body.name).toBe('Payout check');
    expect((await owner.patch(`/workflows/${first}`, { name: 'loan RISK' })).body.name).toBe('loan RISK');
    expect(await workflowCount(server(), owner.orgId)).toBe(before);
    const other = await server().signIn();
    expect((await other.post('/workflows', body('Loan Risk'))).status).toBe(201);
  });

  it('refuses flows that break the flow rules with 400 naming the node, and stores nothing', async () => {
    const owner = await server().signIn();
    const cyclic = twoServiceFlow();
    const pan = cyclic.columns[1]?.nodes[0];
    if (pan) pan.dependencies = ['bank-account-verification__c3d4'];
    const badDependency = sampleFlow();
    const alone = badDependency.columns[1]?.nodes[0];
    if (alone) alone.dependencies = ['ghost_node'];
    const cases: [Flow, string][] = [
      [cyclic, 'Nodes depend on each other in a cycle'],
      [badDependency, `Node "${TEST_PAN_NODE}" depends on "ghost_node", which is not a node of this workflow`],
      [withAcceptCondition({ MatchString: [{ obj: `input.${TEST_START_ID}.pan` }, { const: '^(a+)+$' }] }), 'Node "accept_e1": the MatchString pattern in the condition of "Accept" has nested quantifiers'],
      [{ columns: [{ id: 'column_1', nodes: [{ id: 'x', kind: 'START', name: 'S' }] }] }, 'The first column must be column_0, the start column'],
    ];
    for (const [index, [flow, message]] of cases.entries()) {
      const res = await owner.post('/workflows', body(`Broken ${index}`, flow));
      expect(res.status, message).toBe(400);
      expect(res.body.type).toBe('bad_request');
      expect(res.body.message).toContain(message);
    }
    expect(await workflowCount(server(), owner.orgId)).toBe(0);
    const id = await create(owner, 'Good flow');
    const patch = await owner.patch(`/workflows/${id}`, { workflowObject: cyclic });
    expect(patch.status).toBe(400);
    expect((await owner.get(`/workflows/${id}`)).body).toMatchObject({ version: 1, workflowObject: sampleFlow() });
  });

  it('refuses bad input with 400 and a message, and changes nothing', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Untouchable');
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>, string | RegExp][] = [
      ['malformed JSON', () => owner.request('POST', '/workflows', { payload: '{"name": "x",', contentType: 'application/json' }), 'Malformed JSON in the request body'],
      ['missing field', () => owner.post('/workflows', { name: 'No flow', releaseType: 'v2', useCase: 'onboarding' }), 'body is missing the required field "workflowObject"'],
      ['wrong type', () => owner.post('/workflows', { ...body('Typed'), name: 42 }), 'body.name must be string'],
      ['unknown field', () => owner.post('/workflows', { ...body('Extra'), owner: 'me' }), 'body has an unknown field "owner"'],
      ['unknown node field', () => owner.post('/workflows', body('Extra node', withAcceptCondition({ eq: [{ obj: 'x.y.z' }, { const: 1 }] }))), /body\.workflowObject/],
      ['long name', () => owner.post('/workflows', body('x'.repeat(101))), 'body.name must NOT have more than 100 characters'],
      ['blank name', () => owner.post('/workflows', body('   ')), 'body.name must have at least 3 characters besides spaces'],
      ['old release type', () => owner.post('/workflows', { ...body('Old'), releaseType: 'v1' }), 'body.releaseType must be one of "v2"'],
      ['unknown use case', () => owner.post('/workflows', { ...body('Use'), useCase: 'gambling' }), /body\.useCase must be one of/],
      ['empty patch', () => owner.patch(`/workflows/${id}`, {}), 'body must NOT have fewer than 1 properties'],
      ['negative limit', () => owner.get('/workflows', { query: { limit: -1 } }), 'query.limit must be >= 1'],
      ['huge limit', () => owner.get('/workflows', { query: { limit: 1000 } }), 'query.limit must be <= 100'],
      ['negative offset', () => owner.get('/workflows', { query: { offset: -5 } }), 'query.offset must be >= 0'],
      ['huge offset', () => owner.get('/workflows', { query: { offset: 10_000_000 } }), 'query.offset must be <= 100000'],
      ['text limit', () => owner.get('/workflows', { query: { limit: 'ten' } }), 'query.limit must be integer'],
      ['bad sortBy JSON', () => owner.get('/workflows', { query: { sortBy: '["name",' } }), 'query.sortBy is not valid JSON'],
      ['bad filter JSON', () => owner.get('/workflows', { query: { filter: '{active' } }), 'query.filter is not valid JSON'],
      ['unknown query', () => owner.get('/workflows', { query: { page: 2 } }), 'query has an unknown field "page"'],
      ['malformed id', () => owner.get('/workflows/not-an-id'), /path\.workflowId must match pattern/],
      ['version zero', () => owner.get(`/workflows/${id}/versions/0`), 'path.version must be >= 1'],
      ['too many columns', () => owner.post('/workflows', body('Wide', { columns: Array.from({ length: 31 }, (_, i) => ({ id: `column_${i}`, nodes: [{ id: `n${i}`, kind: 'source', name: 'N' }] })) })), 'body.workflowObject.columns must NOT have more than 30 items'],
      ['groups too deep', () => owner.post('/workflows', body('Deep', withAcceptCondition(nested(6)))), /body\.workflowObject/],
      ['groups crafted to exhaust the stack', () => owner.request('POST', '/workflows', { payload: deepBody(200_000) }), 'The JSON body is nested too deeply'],
    ];
    for (const [label, call, message] of cases) {
      const res = await call();
      expect(res.status, label).toBe(400);
      if (typeof message === 'string') expect(res.body.message, label).toBe(message);
      else expect(res.body.message, label).toMatch(message);
    }
    expect((await owner.post('/workflows', body('Deep enough', withAcceptCondition(nested(4))))).status).toBe(201);
    expect(await workflowCount(server(), owner.orgId)).toBe(2);
    expect((await owner.get(`/workflows/${id}`)).body).toMatchObject({ name: 'Untouchable', version: 1 });
  });

  it('lets sales read, members create and update, and only delete:workflows delete', async () => {
    const owner = await server().signIn({ role: 'owner' });
    const id = await create(owner, 'Shared flow');
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });

    expect((await sales.get('/workflows')).body.data.count).toBe(1);
    expect((await sales.get(`/workflows/${id}`)).status).toBe(200);
    expect((await sales.get(`/workflows/${id}/versions`)).status).toBe(200);
    expect((await sales.get(`/input-details/${id}`)).status).toBe(200);
    const salesCreate = await sales.post('/workflows', body('Sales flow'));
    expect(salesCreate.status).toBe(403);
    expect(salesCreate.body).toMatchObject({ type: 'forbidden', message: "You don't have permission to create workflows" });
    expect((await sales.patch(`/workflows/${id}`, { name: 'Sales rename' })).status).toBe(403);
    expect((await sales.delete(`/workflows/${id}`)).status).toBe(403);
    expect((await unassigned.get('/workflows')).status).toBe(403);
    expect((await unassigned.get(`/input-details/${id}`)).status).toBe(403);

    expect((await member.post('/workflows', body('Member flow'))).status).toBe(201);
    expect((await member.patch(`/workflows/${id}`, { name: 'Member rename' })).status).toBe(200);
    const memberDelete = await member.delete(`/workflows/${id}`);
    expect(memberDelete.status).toBe(403);
    expect(memberDelete.body.message).toBe("You don't have permission to delete workflows");
    expect((await owner.get(`/workflows/${id}`)).status).toBe(200);
    expect((await owner.delete(`/workflows/${id}`)).status).toBe(204);
  });

  it("answers 404 for another organisation's workflow and changes nothing; refuses its header with 403", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const id = await create(owner, 'Private flow');
    expect((await stranger.get(`/workflows/${id}`)).status).toBe(404);
    expect((await stranger.patch(`/workflows/${id}`, { name: 'Stolen', workflowObject: twoServiceFlow() })).status).toBe(404);
    expect((await stranger.delete(`/workflows/${id}`)).status).toBe(404);
    expect((await stranger.get(`/workflows/${id}/versions`)).status).toBe(404);
    expect((await stranger.get(`/workflows/${id}/versions/1`)).status).toBe(404);
    expect((await stranger.get(`/input-details/${id}`)).status).toBe(404);
    expect((await stranger.get('/workflows')).body.data.count).toBe(0);
    const header = await stranger.get('/workflows', { headers: { 'x-veriflow-auth-org-id': owner.orgId } });
    expect(header.status).toBe(403);
    expect(header.body.message).toBe('You are not a member of this organisation');
    expect((await owner.get(`/workflows/${id}`)).body).toMatchObject({ name: 'Private flow', version: 1 });
  });

  it('answers the input parameters a workflow needs, the same in both environments', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Two services', twoServiceFlow());
    for (const env of ['sandbox', 'live'] as const) {
      const res = await owner.get(`/input-details/${id}`, { env });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        workflowId: id,
        inputParameters: [
          { key: 'pan', displayName: 'PAN', type: 'STRING', format: 'TEXT', required: true },
          { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', required: false },
          { key: 'accountNumber', displayName: 'Account Number', type: 'STRING', format: 'TEXT', required: true },
          { key: 'ifsc', displayName: 'IFSC', type: 'STRING', required: true },
        ],
        awaitedKeys: [],
      });
    }
    expect((await owner.get('/input-details/wf_missing123')).status).toBe(404);
    expect((await owner.get('/input-details/tpl_missing123')).status).toBe(404);
  });
});
