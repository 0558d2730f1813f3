import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildServer } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions.ts';
import { DEMO_ORG_ID, DEMO_USERS } from '../server/seed/demoOrganisation.ts';
import type { BenchResult } from './run.ts';

const CONCURRENCY = 16;
const SECONDS = 3;

/** Requests per second that `CONCURRENCY` keep-alive clients get from `url` in `SECONDS`. */
async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
    });
  for (let i = 0; i < 50; i += 1) await get();
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await get();
        done += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  return done / seconds;
}

async function measure(label: string, database: DatabaseHandle): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-bench-'));
  const app = await buildServer({ ...configFromEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dir), consoleDir: dir, demoDir: dir }, { database });
  const constant = { workflows: [], count: 0 };
  app.get('/bench/constant', async () => constant);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { token } = await createSession(database.db, DEMO_USERS.owner.id);
    const headers = { cookie: `${SESSION_COOKIE}=${token}`, 'x-veriflow-auth-org-id': DEMO_ORG_ID };
    const ours = await requestsPerSecond(`${address}/api/sandbox/workflows?limit=20`, headers);
    const peer = await requestsPerSecond(`${address}/bench/constant`, headers);
    return { name: `GET /api/sandbox/workflows (20 rows, ${label})`, oursPerSecond: ours, peerPerSecond: peer, peer: 'Fastify route answering a constant' };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Requests per second of the workflow list (session, organisation and permission checks, contract
 * validation, a database query) against a Fastify route that answers a constant in the same run:
 * the HTTP limit of this machine. On PGlite, and on PostgreSQL when one answers.
 */
export async function apiThroughput(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    results.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const url = process.env.VERIFLOW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${Date.now().toString(36)}`;
  let postgres: DatabaseHandle | undefined;
  try {
    postgres = await openDatabase({ url, schema });
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${url}: skipped (${(error as Error).message})`);
  }
  if (postgres) {
    try {
      results.push(await measure('PostgreSQL', postgres));
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(postgres.db);
      await postgres.close();
    }
  }
  return results;
}
