import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { DEMO_ORG_ID, seedDemoOrganisation } from '../seed/demoOrganisation';
import { SEEDED_WORKFLOW_IDS, seedWorkflows } from '../seed/workflows';
import { insertTransaction } from '../store/transactions';

interface Row {
  transactionId: string;
  outcome: string;
  workflowId: string | null;
  workflowName: string;
}

const OUTCOMES = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'ERROR'] as const;

describeEachDatabase('the transaction list at scale: cursor, bounded count, id prefix and name search (ADR 0042)', (server) => {
  let demo: Caller;
  const ids = (rows: Row[]) => rows.map((r) => r.transactionId);

  /** Every row of a list, page by page along nextCursor. */
  async function walk(query: Record<string, string | number>): Promise<Row[]> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const pageQuery: Record<string, string | number> = cursor ? { ...query, cursor } : query;
      const res = await demo.get<{ data: { transactions: Row[]; nextCursor: string | null } }>('/transactions', { query: pageQuery });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      rows.push(...res.body.data.transactions);
      cursor = res.body.data.nextCursor;
      if (!cursor) return rows;
    }
    throw new Error('the list did not end');
  }

  beforeAll(async () => {
    const db = server().db;
    await db.transaction().execute(async (trx) => {
      await seedDemoOrganisation(trx);
      await seedWorkflows(trx);
    });
    // 40 more, three at a time sharing a timestamp (ties are ordered by id), across two workflows.
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 40; i += 1) {
      await insertTransaction(db, {
        id: `txn_List_${String(i).padStart(3, '0')}`,
        orgId: DEMO_ORG_ID,
        environment: 'test',
        workflowId: i % 2 ? SEEDED_WORKFLOW_IDS.payout : SEEDED_WORKFLOW_IDS.login,
        version: 1,
        outcome: OUTCOMES[i % OUTCOMES.length]!,
        inputData: {},
        nodes: [],
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      });
    }
    // The live environment holds 1,005 for the count (one statement).
    const { version } = await db.selectFrom('workflow_versions').select('version').where('workflow_id', '=', SEEDED_WORKFLOW_IDS.login).orderBy('version').executeTakeFirstOrThrow();
    await sql`insert into transactions (id, organization_id, environment, workflow_id, version, outcome, created_at, updated_at)
      select 'txn_bulk_' || i, ${DEMO_ORG_ID}, 'live', ${SEEDED_WORKFLOW_IDS.login}, ${version}, case when i % 100 = 0 then 'ERROR' else 'ACCEPTED' end, now() - i * interval '1 minute', now()
      from generate_series(1, 1005) as i`.execute(db);
    // And 600 of another workflow, minute by minute alongside: two owners that reach the count's cap only together.
    const payout = await db.selectFrom('workflow_versions').select('version').where('workflow_id', '=', SEEDED_WORKFLOW_IDS.payout).orderBy('version').executeTakeFirstOrThrow();
    await sql`insert into transactions (id, organization_id, environment, workflow_id, version, outcome, created_at, updated_at)
      select 'txn_bulk_payout_' || i, ${DEMO_ORG_ID}, 'live', ${SEEDED_WORKFLOW_IDS.payout}, ${payout.version}, 'ACCEPTED', now() - i * interval '1 minute' + interval '1 second', now()
      from generate_series(1, 600) as i`.execute(db);
    demo = await server().signIn({ role: 'owner', orgId: DEMO_ORG_ID });
  });

  describe('paging by cursor', () => {
    for (const sortBy of ['["createdAt","desc"]', '["createdAt","asc"]', '["outcome","asc"]', '["workflowName","desc"]', '["updatedAt","asc"]']) {
      it(`visits every transaction once, in the list's order (${sortBy})`, async () => {
        const all = (await demo.get('/transactions', { query: { sortBy, limit: 100 } })).body.data.transactions as Row[];
        expect(all.length).toBeGreaterThan(50);
        const walked = await walk({ sortBy, limit: 7 });
        expect(ids(walked)).toEqual(ids(all));
      });
    }

    it('is stable when transactions are added meanwhile: no row twice, none skipped', async () => {
      const first = (await demo.get('/transactions', { query: { limit: 10 } })).body.data;
      const before = (await demo.get('/transactions', { query: { limit: 10, cursor: first.nextCursor } })).body.data;
      await insertTransaction(server().db, { id: 'txn_List_new', orgId: DEMO_ORG_ID, environment: 'test', workflowId: SEEDED_WORKFLOW_IDS.login, version: 1, outcome: 'ACCEPTED', inputData: {}, nodes: [] });
      const after = (await demo.get('/transactions', { query: { limit: 10, cursor: first.nextCursor } })).body.data;
      expect(ids(after.transactions)).toEqual(ids(before.transactions));
      expect(ids(after.transactions)).not.toContain('txn_List_new');
      expect((await demo.get('/transactions', { query: { limit: 1 } })).body.data.transactions[0].transactionId).toBe('txn_List_new');
    });

    it('keeps a filter and a search along the pages', async () => {
      const walked = await walk({ limit: 3, searchTerm: 'payout', filter: '{"outcome":["REJECTED","ERROR"]}' });
      expect(walked.length).toBeGreaterThan(3);
      expect(walked.every((r) => r.workflowId === SEEDED_WORKFLOW_IDS.payout && ['REJECTED', 'ERROR'].includes(r.outcome))).toBe(true);
      expect(new Set(ids(walked)).size).toBe(walked.length);
    });

    it('refuses a cursor it did not make, one of another sort, and a cursor with an offset', async () => {
      const nextCursor = String((await demo.get('/transactions', { query: { limit: 5 } })).body.data.nextCursor);
      const queries: Record<string, string | number>[] = [{ cursor: 'not a cursor' }, { cursor: 'eyJ4IjoxfQ' }, { cursor: nextCursor, sortBy: '["outcome","asc"]' }, { cursor: nextCursor, offset: 5 }];
      for (const query of queries) {
        const res = await demo.get('/transactions', { query });
        expect(res.status, JSON.stringify(query)).toBe(400);
      }
    });

    it('still pages by offset for clients that do', async () => {
      const all = (await demo.get('/transactions', { query: { limit: 100 } })).body.data.transactions as Row[];
      const page = (await demo.get('/transactions', { query: { limit: 5, offset: 5 } })).body.data.transactions as Row[];
      expect(ids(page)).toEqual(ids(all).slice(5, 10));
    });
  });

  it('counts up to 1,000 and says when more match', async () => {
    const live = (await demo.get('/transactions', { env: 'live', query: { limit: 5 } })).body.data;
    expect(live).toMatchObject({ count: 1000, countCapped: true });
    const errors = (await demo.get('/transactions', { env: 'live', query: { filter: '{"outcome":"ERROR"}' } })).body.data;
    expect(errors).toMatchObject({ count: 10, countCapped: false });
    const sandbox = (await demo.get('/transactions', { query: { limit: 5 } })).body.data;
    expect(sandbox.countCapped).toBe(false);
    expect(sandbox.count).toBe((await walk({ limit: 50 })).length);
  });

  it('counts what several matching workflows hold together up to 1,000, though none holds 1,000 alone', async () => {
    // Counted back from the newest bulk row (a minute before the seed's now()), not from this test's clock.
    const newest = await server().db.selectFrom('transactions').select('created_at').where('id', '=', 'txn_bulk_1').executeTakeFirstOrThrow();
    const byWorkflowIds = (minutes: number) => ({
      searchTerm: JSON.stringify({ value: 'wf_', fields: ['workflowId'] }),
      filter: JSON.stringify({ createdAt: { gte: new Date(new Date(newest.created_at).getTime() - (minutes - 1) * 60_000 - 30_000).toISOString() } }),
      limit: 5,
    });
    // The last 600 minutes: 600 of the login workflow and 600 of the payout one.
    expect((await demo.get('/transactions', { env: 'live', query: byWorkflowIds(600) })).body.data).toMatchObject({ count: 1000, countCapped: true });
    // The last 300: 300 and 300, counted exactly.
    expect((await demo.get('/transactions', { env: 'live', query: byWorkflowIds(300) })).body.data).toMatchObject({ count: 600, countCapped: false });
  });

  it('finds ids by their beginning, ignoring case, and not by their middle', async () => {
    const byPrefix = await walk({ searchTerm: 'TXN_list_01', limit: 50 });
    expect(ids(byPrefix).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `txn_List_01${i}`));
    expect((await demo.get('/transactions', { query: { searchTerm: 'List_01' } })).body.data.count).toBe(0);
    const literal = (await demo.get('/transactions', { query: { searchTerm: 'txn_List_0_%' } })).body.data;
    expect(literal.count).toBe(0);
  });

  it('finds workflow names by any part, and workflow ids by their beginning', async () => {
    const byName = await walk({ searchTerm: JSON.stringify({ value: 'BENEFICIARY verif', fields: ['workflowName'] }), limit: 50 });
    expect(byName.length).toBeGreaterThan(20);
    expect(byName.every((r) => r.workflowName === 'Payout beneficiary verification')).toBe(true);
    const byWorkflowId = await walk({ searchTerm: JSON.stringify({ value: 'wf_login', fields: ['workflowId'] }), limit: 50 });
    expect(byWorkflowId.length).toBeGreaterThan(20);
    expect(byWorkflowId.every((r) => r.workflowId === SEEDED_WORKFLOW_IDS.login)).toBe(true);
    expect((await demo.get('/transactions', { query: { searchTerm: JSON.stringify({ value: 'login_device', fields: ['workflowId'] }) } })).body.data.count).toBe(0);
    const template = (await demo.get('/transactions', { query: { searchTerm: 'PAN KYC' } })).body.data.transactions as Row[];
    expect(template.map((r) => r.workflowName)).toContain('PAN KYC');
  });
});
