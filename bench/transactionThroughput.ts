import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { FIVE_SERVICE_DATA, fiveServiceFlow } from '../server/engine/test/sandboxFlows.ts';
import { DEMO_ORG_ID } from '../server/seed/demoOrganisation.ts';
import { generateCredential } from '../server/store/credentials.ts';
import { ensureUsageAccount } from '../server/store/usage.ts';
import { createWorkflow } from '../server/store/workflows.ts';
import type { BenchResult } from './run.ts';

const CONCURRENCY = 8;
const SECONDS = 3;

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Requests per second and latency percentiles (ms) of POSTing `body` to `url` from `CONCURRENCY` keep-alive clients for `SECONDS`. */
async function measure(url: string, headers: Record<string, string>, body: string): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      });
      req.on('error', reject);
      req.end(body);
    });
  for (let i = 0; i < 30; i += 1) await post();
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) latencies.push(await post());
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * End to end: `POST /api/sandbox/transactions` with an API key, running a published workflow of
 * five sandbox services (contract validation, key check, usage reservation, the engine, one
 * write of the transaction), against a Fastify route answering a constant to the same POST in the
 * same run, on the embedded database.
 */
export async function transactionThroughput(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-bench-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildServer({ ...configFromEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dir), consoleDir: dir, demoDir: dir }, { database });
  const constant = { transactionId: 'txn_bench_constant', outcome: 'ACCEPTED', transactionRawInput: {}, awaitedKeys: [], reason: null };
  app.post('/bench/constant', async () => constant);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const db = database.db;
    const { workflowId } = await createWorkflow(db, { orgId: DEMO_ORG_ID, userId: null, name: 'Bench five services', useCase: 'onboarding', workflowObject: fiveServiceFlow() });
    await ensureUsageAccount(db, DEMO_ORG_ID, 'test');
    await db.updateTable('usage_accounts').set({ lifetime_allocated: 1e9 }).where('organization_id', '=', DEMO_ORG_ID).where('environment', '=', 'test').execute();
    const key = await generateCredential(db, { orgId: DEMO_ORG_ID, environment: 'test', appName: 'Bench', createdBy: null });
    if (!key.ok) throw new Error('the bench key was not generated');
    const headers = { authorization: `Bearer ${key.secret}` };
    const body = JSON.stringify({ workflowId, data: FIVE_SERVICE_DATA });
    const ours = await measure(`${address}/api/sandbox/transactions`, headers, body);
    const peer = await measure(`${address}/bench/constant`, headers, body);
    const ms = (m: Measured) => `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`;
    return {
      name: `POST /api/sandbox/transactions (5 services, PGlite; ours ${ms(ours)}; peer ${ms(peer)})`,
      oursPerSecond: ours.perSecond,
      peerPerSecond: peer.perSecond,
      peer: 'Fastify route answering a constant to the same POST',
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
