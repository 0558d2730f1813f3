import type { BenchResult } from './run.ts';
import { latencyText, load } from './load.ts';
import { postgresAnswers, withServerProcess, type Backend } from './serverProcess.ts';

const CONCURRENCY = 10;

async function measure(backend: Backend): Promise<BenchResult> {
  return withServerProcess(backend, async (server) => {
    const ours = await load({ url: `${server.address}/api/sandbox/workflows?limit=20`, headers: server.sessionHeaders }, { concurrency: CONCURRENCY });
    const peer = await load({ url: `${server.address}/bench/constant`, headers: server.sessionHeaders }, { concurrency: CONCURRENCY });
    return {
      name: `GET /api/sandbox/workflows (20 rows, ${backend}, concurrency ${CONCURRENCY}; ours ${latencyText(ours)}; peer ${latencyText(peer)})`,
      oursPerSecond: ours.perSecond,
      peerPerSecond: peer.perSecond,
      peer: 'a route of the same server answering a constant',
    };
  });
}

/**
 * Requests per second of the workflow list (session, organisation and permission checks, contract
 * validation, a database query) against a route of the same server answering a constant, in the
 * same run: the HTTP limit of this machine. The server runs in its own process, logging at info
 * (bench/apiServer.ts); the load comes from this one. On PGlite and on PostgreSQL.
 */
export async function apiThroughput(): Promise<BenchResult[]> {
  const results = [await measure('PGlite')];
  if (await postgresAnswers()) results.push(await measure('PostgreSQL'));
  return results;
}
