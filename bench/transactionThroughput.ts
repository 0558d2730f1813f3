import type { BenchResult } from './run.ts';
import { latencyText, load } from './load.ts';
import { processCpuMs } from './processCpu.ts';
import { postgresAnswers, withServerProcess, type Backend } from './serverProcess.ts';

const CONCURRENCY = 10;

async function measure(backend: Backend): Promise<BenchResult[]> {
  return withServerProcess(backend, async (server) => {
    const common = { method: 'POST' as const, headers: server.keyHeaders, body: server.transactionBody };
    let cpuBefore: number | undefined;
    const ours = await load({ url: `${server.address}/api/sandbox/transactions`, ...common }, { concurrency: CONCURRENCY, onTimed: () => (cpuBefore = processCpuMs(server.pid)) });
    const cpuAfter = processCpuMs(server.pid);
    const cpu = cpuBefore === undefined || cpuAfter === undefined ? '' : `, server CPU ${((cpuAfter - cpuBefore) / ours.answered).toFixed(2)} ms a transaction`;
    const peer = await load({ url: `${server.address}/bench/constant`, ...common }, { concurrency: CONCURRENCY });
    const floor = await load({ url: `${server.address}/bench/one-write`, ...common }, { concurrency: CONCURRENCY });
    const constantPeer = 'a route of the same server answering a constant to the same POST';
    return [
      {
        name: `POST /api/sandbox/transactions (5 services, ${backend}, concurrency ${CONCURRENCY}; ours ${latencyText(ours)}${cpu}; peer ${latencyText(peer)})`,
        oursPerSecond: ours.perSecond,
        peerPerSecond: peer.perSecond,
        peer: constantPeer,
      },
      {
        name: `floor: the same POST to a route that inserts one row and commits, nothing else (${backend}; ${latencyText(floor)})`,
        oursPerSecond: floor.perSecond,
        peerPerSecond: peer.perSecond,
        peer: constantPeer,
      },
    ];
  });
}

/**
 * End to end: `POST /api/sandbox/transactions` with an API key, running a published workflow of
 * five sandbox services (contract validation, key check, usage reservation, the engine, the
 * writes of the transaction), against a route of the same server answering a constant to the same
 * POST, in the same run. The server runs in its own process, logging at info (bench/apiServer.ts);
 * the load comes from this one. On PGlite and on PostgreSQL. Beside the rates, the server process's
 * CPU time a transaction (all its threads, from /proc): less moved than the rates by what else the
 * machine runs. And a floor: a route that only inserts one row and commits, against the same
 * constant route, i.e. the most any route that acknowledges a durable write can reach here.
 */
export async function transactionThroughput(): Promise<BenchResult[]> {
  const results = await measure('PGlite');
  if (await postgresAnswers()) results.push(...(await measure('PostgreSQL')));
  return results;
}
