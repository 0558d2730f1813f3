// Issue 20 item 3: does the embedded database keep the server responsive under load? A server
// process on PGlite (server/test/crashServer.ts, logging off) takes 50 concurrent
// POST /transactions while a probe reads GET /api/health and the usage-logs list; run once with
// PGlite on its worker thread (ours, the default) and once on the server's own thread (the peer,
// VERIFLOW_PGLITE_THREAD=main), in the same bench run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRUSTED_APPLICANT } from '../server/engine/test/sandboxFlows.ts';
import type { BenchResult } from './run.ts';
import { freePort } from '../server/test/freePort.ts';

const CONCURRENT_RUNS = 50;
const LOAD_SECONDS = 8;


const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Measured {
  health: number[];
  list: number[];
  runs: number;
  idleHealth: number;
}

async function measure(thread: 'worker' | 'main'): Promise<Measured> {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-embedded-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  try {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/test/crashServer.ts', path.join(dir, 'pglite'), String(port), 'seed'], {
      env: { ...process.env, VERIFLOW_PGLITE_THREAD: thread, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const seeded = await new Promise<{ workflowId: string; apiKey: string }>((resolve, reject) => {
      let out = '';
      let found: { workflowId: string; apiKey: string } | undefined;
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /^seeded (.+)$/m.exec(out);
        if (line) found = JSON.parse(line[1]!) as { workflowId: string; apiKey: string };
        if (/^ready$/m.test(out) && found) resolve(found);
      });
      child!.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${seeded.apiKey}` };
    const timed = async (url: string, init?: RequestInit) => {
      const started = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return performance.now() - started;
    };
    const run = () => timed(`${base}/api/sandbox/transactions`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ workflowId: seeded.workflowId, data: TRUSTED_APPLICANT }) });
    for (let i = 0; i < 20; i += 1) await run();
    const idle: number[] = [];
    for (let i = 0; i < 30; i += 1) idle.push(await timed(`${base}/api/health`));

    let runs = 0;
    const until = Date.now() + LOAD_SECONDS * 1000;
    const load = Array.from({ length: CONCURRENT_RUNS }, async () => {
      while (Date.now() < until) {
        await run();
        runs += 1;
      }
    });
    const health: number[] = [];
    const list: number[] = [];
    const probe = (async () => {
      while (Date.now() < until) {
        health.push(await timed(`${base}/api/health`));
        list.push(await timed(`${base}/api/sandbox/transactions?limit=20`, { headers: auth }));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all([...load, probe]);
    return { health, list, runs: runs / LOAD_SECONDS, idleHealth: percentile(idle, 50) };
  } finally {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function embeddedDatabase(): Promise<BenchResult[]> {
  const peer = await measure('main');
  const ours = await measure('worker');
  const describe = (m: Measured) =>
    `health idle p50 ${m.idleHealth.toFixed(1)} ms, under load p50 ${percentile(m.health, 50).toFixed(1)} / p99 ${percentile(m.health, 99).toFixed(1)} ms; usage-logs list p50 ${percentile(m.list, 50).toFixed(0)} / p99 ${percentile(m.list, 99).toFixed(0)} ms; ${m.runs.toFixed(0)} runs/s`;
  console.log(`embeddedDatabase: worker thread: ${describe(ours)}`);
  console.log(`embeddedDatabase: main thread:   ${describe(peer)}`);
  return [
    { name: `GET /api/health p99 during ${CONCURRENT_RUNS} concurrent runs (PGlite on its worker)`, oursPerSecond: 1000 / percentile(ours.health, 99), peerPerSecond: 1000 / percentile(peer.health, 99), peer: 'PGlite on the server thread' },
    { name: `usage-logs list p99 during ${CONCURRENT_RUNS} concurrent runs (PGlite on its worker)`, oursPerSecond: 1000 / percentile(ours.list, 99), peerPerSecond: 1000 / percentile(peer.list, 99), peer: 'PGlite on the server thread' },
    { name: `POST /transactions at concurrency ${CONCURRENT_RUNS} (PGlite on its worker)`, oursPerSecond: ours.runs, peerPerSecond: peer.runs, peer: 'PGlite on the server thread' },
  ];
}
