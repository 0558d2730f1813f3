import http from 'node:http';

/** Requests per second and latency percentiles (ms) of one load. */
export interface Load {
  perSecond: number;
  /** Requests answered in the timed part (after the warm-up). */
  answered: number;
  p50: number;
  p99: number;
}

export interface Request {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * `concurrency` keep-alive clients sending `request` back to back for `seconds` (after a warm-up,
 * at whose end `onTimed` is called); any status but 200 fails the load.
 */
export async function load(request: Request, { concurrency = 10, seconds = 3, warmUp = 50, onTimed = () => {} } = {}): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const body = request.body;
  const headers = { ...request.headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) };
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(request.url, { method: request.method ?? 'GET', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${request.method ?? 'GET'} ${request.url} answered ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  await Promise.all(Array.from({ length: concurrency }, async () => { for (let i = 0; i < Math.ceil(warmUp / concurrency); i += 1) await send(); }));
  onTimed();
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) latencies.push(await send());
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, answered: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const latencyText = (m: Load) => `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`;
