import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { seedDemo } from '../server/seed/index.ts';
import { DEMO_ORG_ID } from '../server/seed/demoOrganisation.ts';
import { listTransactions } from '../server/store/transactionList.ts';
import { encodeCursor } from '../server/workflows/listCursor.ts';
import { parseTransactionListQuery, type RawListQuery } from '../server/workflows/listQuery.ts';
import type { BenchResult } from './run.ts';

/**
 * Usage logs at scale (issue 20 item 5): the transaction list's cases timed on a database of
 * 1,000 transactions and on one of `USAGE_LOGS_BIG` (default 1,000,000), on PGlite and on
 * PostgreSQL (`VERIFLOW_BENCH_DATABASE_URL`, default the test server; a schema of its own,
 * dropped after). Ours is the big database, the peer the small one: a ratio of 0.5 means a case
 * takes twice as long at the big size (the goal is 0.5 or more). `USAGE_LOGS_DRIVERS=postgres`
 * (or `pglite`) runs one of them.
 */

const SMALL = 1_000;
const BIG = Number(process.env.USAGE_LOGS_BIG ?? 1_000_000);
const DRIVERS = (process.env.USAGE_LOGS_DRIVERS ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.VERIFLOW_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAGE = 20;

/** Adds `n` transactions to the demo organisation's test environment in one statement: outcomes in proportion, spread over 1,000 days, across its workflow versions. */
async function seedTransactions(handle: DatabaseHandle, n: number) {
  const versions = await handle.db.selectFrom('workflow_versions').select(['workflow_id', 'version']).orderBy('workflow_id').orderBy('version').execute();
  const ids = `array[${versions.map((v) => `'${v.workflow_id}'`).join(',')}]`;
  const numbers = `array[${versions.map((v) => v.version).join(',')}]`;
  const outcomes = `array['ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED','REJECTED','REJECTED','REJECTED','REJECTED','MANUAL_REVIEW','MANUAL_REVIEW','AWAITING','ERROR']`;
  const step = (1000 * 86_400) / n;
  await handle.executeSql(`
    insert into transactions (id, organization_id, environment, workflow_id, version, outcome, input_data, node_trace, awaited_keys, credits_charged, duration_ms, created_at, updated_at, completed_at)
    select 'txn_' || substr(md5('bench' || i), 1, 20), '${DEMO_ORG_ID}', 'test', (${ids})[1 + i % ${versions.length}], (${numbers})[1 + i % ${versions.length}],
           (${outcomes})[1 + (i / 7) % 20], '{"pan":"ABCPE1234F"}'::jsonb, '[]'::jsonb, '[]'::jsonb, 1, 120,
           now() - interval '1 hour' - (i * ${step}) * interval '1 second', now() - interval '1 hour' - (i * ${step}) * interval '1 second', now() - interval '1 hour' - (i * ${step}) * interval '1 second'
    from generate_series(1, ${n}) as i`);
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map that index-only scans read.
  await handle.executeSql('vacuum analyze transactions');
}

interface Case {
  name: string;
  query: RawListQuery;
  offset?: number;
  cursor?: string;
}

/** The id prefix searched for: the first 12 characters (prefix and 8 hex digits) of the id of the transaction in the middle of the list. */
async function middleIdPrefix(handle: DatabaseHandle, n: number) {
  const { rows } = await handle.executeSql(`select 'txn_' || substr(md5('bench' || ${Math.floor(n / 2)}), 1, 8) as prefix`);
  return (rows[0] as { prefix: string }).prefix;
}

/** The cursor of the page after the transaction in the middle of the list (what paging there by cursor sends). */
async function middleCursor(handle: DatabaseHandle, n: number) {
  const { rows } = await handle.executeSql(`select created_at::text as created, id from transactions where id = 'txn_' || substr(md5('bench' || ${Math.floor(n / 2)}), 1, 20)`);
  const row = rows[0] as { created: string; id: string };
  return encodeCursor({ sort: 'createdAt', order: 'desc', keys: [row.created, row.id] });
}

async function cases(handle: DatabaseHandle, n: number): Promise<Case[]> {
  const sortBy = JSON.stringify(['createdAt', 'desc']);
  const search = (value: string) => ({ sortBy, searchTerm: JSON.stringify({ value, fields: ['transactionId', 'workflowId', 'workflowName'] }) });
  return [
    { name: 'first page', query: { sortBy } },
    { name: 'page in the middle (cursor)', query: { sortBy }, cursor: await middleCursor(handle, n) },
    { name: 'page in the middle (offset)', query: { sortBy }, offset: Math.floor(n / 2 / PAGE) * PAGE },
    { name: 'search by id', query: search(await middleIdPrefix(handle, n)) },
    { name: 'search by workflow name', query: search('payout') },
    { name: 'search matching nothing', query: search('zzzq') },
    { name: 'outcome filter (Rejected)', query: { sortBy, filter: JSON.stringify({ outcome: ['REJECTED'] }) } },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median milliseconds of one list call over a few runs after a warm-up. */
async function time(handle: DatabaseHandle, item: Case) {
  const query = parseTransactionListQuery(item.query);
  const run = () => listTransactions(handle.db, DEMO_ORG_ID, 'test', query, { limit: PAGE, offset: item.offset, cursor: item.cursor });
  for (let i = 0; i < 3; i += 1) await run();
  const runs: number[] = [];
  const until = Date.now() + 1500;
  while (runs.length < 5 || (Date.now() < until && runs.length < 50)) {
    const start = process.hrtime.bigint();
    await run();
    runs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(runs);
}

async function open(driver: string, n: number): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const schema = `bench_usage_logs_${n}_${process.pid}`;
  const handle = await openDatabase({ url: POSTGRES_URL, schema, jobSchema: `${schema}_jobs` });
  return {
    ...handle,
    close: async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      await sql`drop schema if exists ${sql.id(`${schema}_jobs`)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

/** Milliseconds of each case on a fresh database of `n` bench transactions. */
async function measureAt(driver: string, n: number): Promise<Map<string, number>> {
  const handle = await open(driver, n);
  try {
    await seedDemo(handle.db);
    const seeding = Date.now();
    await seedTransactions(handle, n);
    console.log(`usageLogsScale: ${driver} seeded ${n.toLocaleString('en')} transactions in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const times = new Map<string, number>();
    for (const item of await cases(handle, n)) times.set(item.name, await time(handle, item));
    return times;
  } finally {
    await handle.close();
  }
}

export async function usageLogsScale(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const driver of DRIVERS) {
    const small = await measureAt(driver, SMALL);
    const big = await measureAt(driver, BIG);
    for (const [name, smallMs] of small) {
      const bigMs = big.get(name) ?? NaN;
      console.log(`usageLogsScale: ${driver} ${name}: ${smallMs.toFixed(2)} ms at ${SMALL.toLocaleString('en')}, ${bigMs.toFixed(2)} ms at ${BIG.toLocaleString('en')} (${(bigMs / smallMs).toFixed(1)}× as long)`);
      results.push({
        name: `Usage logs ${name} (${driver}, ${bigMs.toFixed(2)} ms at ${BIG.toLocaleString('en')} rows)`,
        oursPerSecond: 1000 / bigMs,
        peerPerSecond: 1000 / smallMs,
        peer: `the same case at ${SMALL.toLocaleString('en')} rows, ${smallMs.toFixed(2)} ms`,
      });
    }
  }
  return results;
}
