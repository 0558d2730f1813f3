// The kill-cycle test of issue 18 item 1: a stream of runs with Idempotency-Keys goes to a real
// server process that is killed with SIGKILL mid-stream and restarted on the same data, three times,
// on PGlite and on PostgreSQL. Every key must then answer (none stuck), every charge must belong to
// a recorded transaction (none orphaned), every acknowledged answer must be stored as it was given
// (none lost), and each key must have run exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { TRUSTED_APPLICANT } from '../engine/test/sandboxFlows';
import { openTestPostgres } from '../test/database';
import { freePort } from '../test/freePort';

const LEASE_MS = 1500;
const KILLS = 3;
const CONCURRENCY = 8;

interface Seeded {
  orgId: string;
  workflowId: string;
  apiKey: string;
}
interface Acknowledged {
  transactionId: string;
  outcome: string;
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class CrashedServer {
  private child: ChildProcess | undefined;
  seeded: Seeded | undefined;
  constructor(
    private readonly where: string,
    private readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  start(seed: boolean): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/crashServer.ts', this.where, String(this.port), seed ? 'seed' : ''], {
      cwd: process.cwd(),
      env: { ...process.env, ...this.env, VERIFLOW_RUN_LEASE_MS: String(LEASE_MS), NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const seededLine = /^seeded (.+)$/m.exec(out);
        if (seededLine) this.seeded = JSON.parse(seededLine[1]!) as Seeded;
        if (/^ready$/m.test(out)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the server process exited (${code}) before it was ready: ${errors.slice(-2000)}`)));
    });
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM') {
    const child = this.child!;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.removeAllListeners('exit');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}

async function runUntilKilled(server: CrashedServer, seeded: Seeded, acked: Map<string, Acknowledged>, unanswered: Set<string>, next: () => string) {
  let stop = false;
  const post = (key: string) =>
    fetch(`${server.url}/api/sandbox/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seeded.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ workflowId: seeded.workflowId, data: TRUSTED_APPLICANT }),
      signal: AbortSignal.timeout(60_000),
    });
  const worker = async () => {
    while (!stop) {
      const key = next();
      unanswered.add(key);
      try {
        const res = await post(key);
        const body = (await res.json()) as Acknowledged;
        if (res.status !== 200) throw new Error(`a new key answered ${res.status}: ${JSON.stringify(body)}`);
        acked.set(key, { transactionId: body.transactionId, outcome: body.outcome });
        unanswered.delete(key);
      } catch (error) {
        if (!stop) throw error;
      }
    }
  };
  const before = acked.size;
  const killAfter = 10 + Math.floor(Math.random() * 40);
  const workers = Array.from({ length: CONCURRENCY }, worker);
  while (acked.size < before + killAfter) await sleep(5);
  stop = true;
  await server.kill('SIGKILL');
  await Promise.allSettled(workers);
}

/** Sends each unanswered key again until it answers 200 (a lease left by the killed process lapses first). */
async function retryUntilAnswered(server: CrashedServer, seeded: Seeded, keys: string[], acked: Map<string, Acknowledged>) {
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      for (let attempt = 0; ; attempt += 1) {
        const res = await fetch(`${server.url}/api/sandbox/transactions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seeded.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ workflowId: seeded.workflowId, data: TRUSTED_APPLICANT }),
        });
        const body = (await res.json()) as Acknowledged;
        if (res.status === 200) {
          acked.set(key, { transactionId: body.transactionId, outcome: body.outcome });
          break;
        }
        if (res.status !== 409 || attempt > 5) throw new Error(`key ${key} is stuck: ${res.status} ${JSON.stringify(body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function check(db: Kysely<Database>, seeded: Seeded, acked: Map<string, Acknowledged>) {
  const stuck = await db.selectFrom('transaction_idempotency_keys').select('idempotency_key').where('state', '=', 'running').execute();
  const held = await db.selectFrom('run_reservations').select('transaction_id').execute();
  const usage = await db.selectFrom('usage_accounts').select('lifetime_usage').where('organization_id', '=', seeded.orgId).where('environment', '=', 'test').executeTakeFirstOrThrow();
  const transactions = await db.selectFrom('transactions').select(['id', 'outcome', 'credits_charged']).where('organization_id', '=', seeded.orgId).execute();
  const keys = await db.selectFrom('transaction_idempotency_keys').select(['idempotency_key', 'transaction_id']).where('organization_id', '=', seeded.orgId).execute();
  const recorded = new Map(transactions.map((t) => [t.id, t]));
  const keyOf = new Map(keys.map((k) => [k.idempotency_key, k.transaction_id]));
  const charged = transactions.reduce((sum, t) => sum + Number(t.credits_charged), 0);
  const lost = [...acked].filter(([key, answer]) => recorded.get(answer.transactionId)?.outcome !== answer.outcome || keyOf.get(key) !== answer.transactionId);
  return {
    stuckKeys: stuck.length,
    heldReservations: held.length,
    orphanCharges: Number(usage.lifetime_usage) - charged,
    lostAcknowledged: lost.length,
    extraRuns: transactions.length - acked.size,
  };
}

async function killCycles(where: string, env: NodeJS.ProcessEnv, openForChecks: () => Promise<DatabaseHandle>, label: string) {
  const server = new CrashedServer(where, await freePort(), env);
  await server.start(true);
  const seeded = server.seeded!;
  const acked = new Map<string, Acknowledged>();
  const unanswered = new Set<string>();
  let n = 0;
  const next = () => `run-${(n += 1)}-${randomUUID().slice(0, 8)}`;
  let inFlightAtKills = 0;
  for (let kill = 0; kill < KILLS; kill += 1) {
    await runUntilKilled(server, seeded, acked, unanswered, next);
    inFlightAtKills += unanswered.size;
    await server.start(false);
    await retryUntilAnswered(server, seeded, [...unanswered], acked);
    unanswered.clear();
  }
  // Replays answer what was acknowledged.
  for (const [key, answer] of [...acked].slice(0, 10)) {
    const res = await fetch(`${server.url}/api/sandbox/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seeded.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ workflowId: seeded.workflowId, data: TRUSTED_APPLICANT }),
    });
    expect(await res.json()).toMatchObject(answer);
  }
  // Holds of runs that died with the process lapse and are given back by the sweep.
  await sleep(LEASE_MS * 2 + 500);
  await server.kill('SIGTERM');
  const database = await openForChecks();
  try {
    const figures = await check(database.db, seeded, acked);
    console.log(`${label}: ${KILLS} SIGKILLs, ${acked.size} runs acknowledged, ${inFlightAtKills} in flight at the kills;`, figures);
    expect(figures).toEqual({ stuckKeys: 0, heldReservations: 0, orphanCharges: 0, lostAcknowledged: 0, extraRuns: 0 });
    expect(inFlightAtKills).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
}

describe('SIGKILL during a stream of runs (issue 18 item 1)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('on PGlite: no stuck key, no orphan charge, no lost acknowledged write, each key run once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-kill-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = path.join(dir, 'pglite');
    await killCycles(dataDir, {}, () => openDatabase({ dataDir }), 'PGlite');
  }, 300_000);

  it('on PostgreSQL: no stuck key, no orphan charge, no lost acknowledged write, each key run once', async () => {
    const schema = `kill_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const owner = await openTestPostgres(schema);
    cleanups.push(() => owner.close());
    await killCycles(schema, { CRASH_DATABASE_URL: '1' }, async () => ({ ...owner, close: async () => undefined }), 'PostgreSQL');
  }, 300_000);
});
