// Cold start (issue 20 item 7): milliseconds from spawning the server process to its first 200 on
// /api/health, for the built server (`node dist/server/main.js`, what `npm start` runs) against the
// same source run through tsx (`node --import tsx server/main.ts`) in the same run; on a fresh data
// folder (PGlite created, migrated, seeded) and on one an earlier start left. Then the contract's
// validators: loading the contract as the server does (compiled on first use, ADR 0040) against
// compiling every validator up front, as the server did at start before.
//   npm run bench -- serverColdStart          (BENCH_COLDSTART_ROUNDS=5 for more starts each)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../server/http/contract.ts';
import type { BenchResult } from './run.ts';
import { freePort } from '../server/test/freePort.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Starts per server and data-folder case; figures are medians. */
const ROUNDS = Number(process.env.BENCH_COLDSTART_ROUNDS ?? 3);

interface Start {
  /** Spawn to the first 200 on /api/health. */
  ms: number;
  /** CPU the server process used until then (Linux; NaN elsewhere). */
  cpuMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};


/** User and system CPU of a live process, from /proc (clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Starts the server with `args` on `dataDir`, waits for /api/health to answer 200, stops it. */
async function coldStart(args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', VERIFLOW_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode} before it answered`);
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer /api/health within 120 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.status === 200, () => false);
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid!) };
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const BUILT = ['dist/server/main.js'];
const TSX = ['--import', 'tsx', 'server/main.ts'];

/** `rounds` alternating starts of both servers, each on a fresh data folder or each on its own migrated one. */
async function measure(freshData: boolean): Promise<{ built: Start[]; tsx: Start[] }> {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-coldstart-'));
    dirs.push(dir);
    return dir;
  };
  const built: Start[] = [];
  const tsx: Start[] = [];
  try {
    const kept = freshData ? undefined : { built: folder(), tsx: folder() };
    if (kept) {
      // The first start creates, migrates and seeds the folder; the measured ones find it ready.
      await coldStart(BUILT, kept.built);
      await coldStart(TSX, kept.tsx);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      built.push(await coldStart(BUILT, kept?.built ?? folder()));
      tsx.push(await coldStart(TSX, kept?.tsx ?? folder()));
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return { built, tsx };
}

function report(label: string, runs: { built: Start[]; tsx: Start[] }): BenchResult {
  const ms = (starts: Start[]) => median(starts.map((s) => s.ms));
  const cpu = (starts: Start[]) => median(starts.map((s) => s.cpuMs));
  console.log(
    `  cold start, ${label}: built ${ms(runs.built).toFixed(0)} ms (CPU ${cpu(runs.built).toFixed(0)} ms), ` +
      `tsx ${ms(runs.tsx).toFixed(0)} ms (CPU ${cpu(runs.tsx).toFixed(0)} ms); medians of ${ROUNDS}`,
  );
  return { name: `server cold start to /api/health 200 (${label})`, oursPerSecond: 1000 / ms(runs.built), peerPerSecond: 1000 / ms(runs.tsx), peer: 'the same server through tsx' };
}

/** CPU milliseconds of `run`, median of `rounds`. */
function cpuMs(run: () => void, rounds: number): number {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  return median(samples);
}

/** Loading the contract as the server does against compiling every request and response validator up front. */
function validators(): BenchResult {
  const compileAll = () => loadContract({ compileAll: true });
  const lazy = cpuMs(() => loadContract(), 5);
  const eager = cpuMs(compileAll, 3);
  // What the first request of each operation pays: its parameters, query and body validators.
  const firsts: number[] = [];
  for (const op of loadContract().values()) {
    const before = process.cpuUsage();
    void op.validateParams;
    void op.validateQuery;
    void op.validateBody;
    const used = process.cpuUsage(before);
    firsts.push((used.user + used.system) / 1000);
  }
  console.log(
    `  contract validators: loading the contract ${lazy.toFixed(0)} ms CPU; compiling every validator up front ${eager.toFixed(0)} ms CPU; ` +
      `an operation's first request compiles its input validators: median ${median(firsts).toFixed(1)} ms, slowest ${Math.max(...firsts).toFixed(1)} ms`,
  );
  return { name: 'contract load at start (validators compiled on first use)', oursPerSecond: 1000 / lazy, peerPerSecond: 1000 / eager, peer: 'compiling every validator at start' };
}

export async function serverColdStart(): Promise<BenchResult[]> {
  console.log('serverColdStart: building the server (npm run build:server)...');
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(path.join(repoRoot, BUILT[0]!))) throw new Error('npm run build:server failed');
  const results = [validators()];
  results.push(report('fresh data folder', await measure(true)));
  results.push(report('existing data folder', await measure(false)));
  return results;
}
