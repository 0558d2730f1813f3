// The "nothing lost" measure of issue 17: COUNT events go to a local receiver while the delivering
// process is killed with SIGKILL twice and restarted on the same data; every event must arrive at
// least once (duplicates, by webhook-id, are reported). PGlite by default; CRASH_DATABASE_URL=
// postgres://… runs it on PostgreSQL (a fresh schema).
//   node --import tsx bench/webhookCrash.ts [count]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const COUNT = Number(process.argv[2] ?? 10_000);
const received = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  const id = String(req.headers['webhook-id']);
  received.set(id, (received.get(id) ?? 0) + 1);
  req.resume();
  req.on('end', () => res.end('ok'));
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-crash-'));
const where = process.env.CRASH_DATABASE_URL ? `crash_${Date.now().toString(36)}` : path.join(dir, 'pglite');
const total = () => [...received.values()].reduce((a, b) => a + b, 0);

let settled = false;
function start(seed: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/webhookCrashChild.ts', where, url, String(COUNT), seed ? 'seed' : ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready')) resolve(child);
      if (/pending 0\b/.test(text)) settled = true;
    });
    child.on('exit', (code) => reject(new Error(`the delivering process exited (${code}) before it was ready`)));
  });
}
const waitFor = async (test: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

const started = Date.now();
let child = await start(true);
for (const share of [1 / 3, 2 / 3]) {
  await waitFor(() => received.size >= COUNT * share, 600_000);
  child.removeAllListeners('exit');
  child.kill('SIGKILL');
  console.log(`SIGKILL at ${received.size} of ${COUNT} received`);
  await new Promise((r) => child.once('exit', r));
  child = await start(false);
}
settled = false;
await waitFor(() => received.size >= COUNT, 600_000);
const allReceived = (Date.now() - started) / 1000;
// Then until every message is recorded Success (the killed processes' jobs return after their expiry).
await waitFor(() => settled, 600_000);
child.removeAllListeners('exit');
child.kill('SIGTERM');
const duplicates = [...received.values()].filter((n) => n > 1).length;
console.log(
  `${process.env.CRASH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${COUNT} events, ${received.size} received at least once, lost ${COUNT - received.size}, ` +
    `${duplicates} delivered more than once (${total() - received.size} extra deliveries); all received after ${allReceived.toFixed(1)} s, all recorded after ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
receiver.close();
rmSync(dir, { recursive: true, force: true });
if (process.env.CRASH_DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.CRASH_DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${where}" cascade; drop schema if exists "${where}_jobs" cascade`);
  await client.end();
}
process.exit(received.size === COUNT ? 0 : 1);
