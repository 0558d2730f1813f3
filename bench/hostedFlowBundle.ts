import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { DEMO_HOSTED_CONFIG } from '../contract/reference/hostedConfigDefaults.ts';
import { chromiumPath } from '../scripts/chromium-path.ts';
import type { BenchResult } from './run.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/** The issue 16 goal for the hosted flow's initial JavaScript. */
const GOAL_GZIP_BYTES = 80 * 1024;
/** Page loads per page and profile (`BENCH_HOSTED_ROUNDS` overrides); figures are medians. */
const ROUNDS = Number(process.env.BENCH_HOSTED_ROUNDS ?? 5);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript a page loads before it can run: its entry chunk and every chunk it imports statically. */
function initialChunks(manifest: Manifest, entry: string): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return { js: [...seen].map((key) => manifest[key]!.file), css: [...css] };
}

async function gzipBytes(outDir: string, files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length;
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A phone on a slow 4G network (Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbit/s down, CPU 4x slower). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const hostedSession = {
  workflowId: 'wf_bench',
  workflowName: 'Acme Bank',
  quicklinkId: 'ql_bench',
  showResponseOutput: true,
  redirectionUrl: null,
  transactionsRemaining: 5,
  theme: DEMO_HOSTED_CONFIG,
  inputDetails: {
    workflowId: 'wf_bench',
    inputParameters: [
      { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', required: true },
      { key: 'dob', displayName: 'Date of Birth', type: 'NUMBER', format: 'DATE', required: true },
      { key: 'phoneNumber', displayName: 'Phone Number', type: 'STRING', format: 'MOBILE', required: true },
    ],
    awaitedKeys: [],
  },
};

/**
 * Time to interactive, in ms from navigation: until the page's first control can be used (the
 * flow's first step with its Continue button; the console's Sign in button). The API is answered
 * by the page's route handler at once (the flow's session; the console's 401), so the figure is
 * the pages' own cost: download, parse, execute, render.
 */
async function timeToInteractive(page: Page, url: string, ready: { role: 'button'; name: string }): Promise<number> {
  await page.goto('about:blank');
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole(ready.role, { name: ready.name }).waitFor({ state: 'visible', timeout: 120_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Date.now() - start;
}

/**
 * The hosted end-user flow's initial JavaScript (gzip, from a production build of both entries)
 * and its time to interactive on a throttled phone, against the console's /login page built in
 * the same run. Goal (issue 16): at most 80 KB of gzip JavaScript. Rates are 1 / size and
 * 1000 / time, so a ratio of 3 means the flow is a third of the login page.
 */
export async function hostedFlowBundle(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'veriflow-bench-hosted-'));
  try {
    await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const flow = initialChunks(manifest, 'flow.html');
    const login = initialChunks(manifest, 'index.html');
    const flowJs = await gzipBytes(outDir, flow.js);
    const loginJs = await gzipBytes(outDir, login.js);
    const flowCss = await gzipBytes(outDir, flow.css);
    const verdict = flowJs <= GOAL_GZIP_BYTES ? 'within' : 'OVER';
    console.log(`hosted flow initial JS: ${kb(flowJs)} gzip in ${flow.js.length} files (${verdict} the goal of ${kb(GOAL_GZIP_BYTES)}), CSS ${kb(flowCss)}; console /login initial JS ${kb(loginJs)} gzip in ${login.js.length} files (${(loginJs / flowJs).toFixed(1)}x the flow)`);
    const results: BenchResult[] = [{ name: 'hosted flow initial JavaScript (per MB of gzip)', oursPerSecond: 1e6 / flowJs, peerPerSecond: 1e6 / loginJs, peer: 'console /login initial JavaScript' }];

    const server = await preview({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
    const browser = await chromium.launch({ executablePath: chromiumPath() });
    try {
      const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
      if (!base) throw new Error('vite preview did not report a URL');
      const options = Buffer.from(JSON.stringify({ workflowId: 'wf_bench', type: 'INIT_DATA', env: 'production', baseUrl: `${base}/api/sandbox`, orgId: 'org_bench', quicklinkId: 'ql_bench', webt: 'Token vfql_bench' })).toString('base64');
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      // The last route added is tried first: the flow's session, else the console's 401.
      await context.route('**/api/**', (route) => route.fulfill({ status: 401, json: { type: 'unauthorized', message: 'Unauthorized', description: 'Sign in to continue.', errorCode: 'session_missing' } }));
      await context.route('**/api/sandbox/hosted/session*', (route) => route.fulfill({ status: 200, json: hostedSession }));
      const page = await context.newPage();
      await throttle(page);
      const flowUrl = `${base}/flow?options=${encodeURIComponent(options)}`;
      const loginUrl = `${base}/login`;
      // One warm-up each (the preview server's first answers), then alternating rounds.
      await timeToInteractive(page, flowUrl, { role: 'button', name: 'Continue' });
      await timeToInteractive(page, loginUrl, { role: 'button', name: 'Sign in' });
      const times = { flow: [] as number[], login: [] as number[] };
      const cdp = await context.newCDPSession(page);
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? (['flow', 'login'] as const) : (['login', 'flow'] as const);
        for (const which of order) {
          // A cold cache each load: an end user opens the link once.
          await cdp.send('Network.clearBrowserCache');
          times[which].push(which === 'flow' ? await timeToInteractive(page, flowUrl, { role: 'button', name: 'Continue' }) : await timeToInteractive(page, loginUrl, { role: 'button', name: 'Sign in' }));
        }
      }
      const flowMs = median(times.flow);
      const loginMs = median(times.login);
      console.log(`hosted flow time to interactive (375 px phone, slow 4G, CPU 4x): median ${Math.round(flowMs)} ms [${times.flow.join(', ')}]; console /login ${Math.round(loginMs)} ms [${times.login.join(', ')}] (${(loginMs / flowMs).toFixed(1)}x the flow)`);
      results.push({ name: 'hosted flow time to interactive on a throttled phone (loads per second)', oursPerSecond: 1000 / flowMs, peerPerSecond: 1000 / loginMs, peer: 'console /login' });
      return results;
    } finally {
      await browser.close();
      await new Promise<void>((resolve, reject) => server.httpServer.close((err) => (err ? reject(err) : resolve())));
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
