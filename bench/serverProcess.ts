import { fork } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchServer } from './apiServer.ts';

export type Backend = 'PGlite' | 'PostgreSQL';

export const POSTGRES_URL = process.env.VERIFLOW_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers at POSTGRES_URL (the benches skip it, and say so, when not). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: skipped (${(error as Error).message})`);
    return false;
  }
}

/**
 * Runs `use` against a Veriflow server in a process of its own (bench/apiServer.ts), so the load
 * and the server do not share an event loop; the server logs at info to a file. Removes its
 * folder, or its PostgreSQL schemas, after.
 */
export async function withServerProcess<T>(backend: Backend, use: (server: BenchServer) => Promise<T>, options: { cpuProfileDir?: string } = {}): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-bench-'));
  const schema = `bench_${Date.now().toString(36)}`;
  const log = openSync(path.join(dir, 'server.log'), 'a');
  const args = backend === 'PostgreSQL' ? ['postgres', POSTGRES_URL, schema] : ['pglite', path.join(dir, 'pglite')];
  const profile = options.cpuProfileDir ?? process.env.BENCH_SERVER_CPU_PROFILE;
  const child = fork(path.join(import.meta.dirname, 'apiServer.ts'), args, {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    stdio: ['ignore', log, 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  try {
    const server = await new Promise<BenchServer>((resolve, reject) => {
      child.once('message', (message) => resolve(message as BenchServer));
      child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
    });
    return await use(server);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
    closeSync(log);
    rmSync(dir, { recursive: true, force: true });
    if (backend === 'PostgreSQL') {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade; drop schema if exists "${schema}_jobs" cascade`);
      await client.end();
    }
  }
}
