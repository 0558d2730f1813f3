import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumPath } from '../scripts/chromium-path.ts';
import type { BenchResult } from './run.ts';
import { freePort } from '../server/test/freePort.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/** The issue 20 goals (Lighthouse's mobile profile, median of the runs). */
const GOALS = { performance: 90, accessibility: 100 };
/** The pages measured; `BENCH_LIGHTHOUSE_PAGES=/workflows` measures only those named. */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/login', '/home', '/workflows', '/reports'];
/** Runs per page (`BENCH_LIGHTHOUSE_RUNS` overrides); the figures are medians. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};


/** The real server (as `npm start` runs it, on the console just built) with the development sign-in and the seeded demo organisation. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'veriflow-bench-lighthouse-'));
  // Vite's build() set NODE_ENV=production in this process; the server runs as `npm start` does, with the development sign-in.
  const { NODE_ENV: _built, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), VERIFLOW_DATA_DIR: dataDir, LOG_LEVEL: 'warn', VERIFLOW_DEV_LOGIN: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health in time');
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs in as the demo organisation's owner through the development sign-in (as e2e/harness does) and answers the session's Cookie header. */
async function signInCookie(base: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    // The console's Sign in leads to the development sign-in page, which lists the demo accounts.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/login/, { timeout: 60_000 });
    await page.getByRole('button', { name: /Priya Sharma/ }).click({ timeout: 60_000 });
    await page.waitForURL(/\/home$/, { timeout: 60_000 });
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  pages: Array<{ path: string; performance: number; accessibility: number; lcpMs: number; runs: Array<{ performance: number; accessibility: number; lcpMs: number; failedAccessibilityAudits: string[] }> }>;
}

/**
 * Lighthouse (its default mobile profile: a mid-range phone on slow 4G, CPU 4x slower) on the
 * console's /login, /home, /workflows and /reports, served by the real server from a production
 * build, signed in for the console pages; `RUNS` runs per page in Debian's Chromium, medians.
 */
export async function measureLighthouse(): Promise<LighthouseFigures> {
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'error' });
  const server = await startServer();
  try {
    const cookie = await signInCookie(server.url);
    const pages: LighthouseFigures['pages'] = [];
    for (const page of PAGES) {
      const runs: LighthouseFigures['pages'][number]['runs'] = [];
      for (let run = 0, attempts = 0; run < RUNS; attempts += 1) {
        // A fresh browser each run: nothing cached from the run before.
        const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
        try {
          const result = await lighthouseRun(`${server.url}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // /login is the signed-out page; the others are the signed-in console's.
            extraHeaders: page === '/login' ? undefined : { Cookie: cookie },
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
          if (lhr.runtimeError) {
            // Lighthouse asks for another run when its trace failed (NO_NAVSTART on a loaded machine): up to two more.
            if (attempts - run < 2) continue;
            throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
          }
          if (new URL(lhr.finalDisplayedUrl).pathname !== page) throw new Error(`${page} ended at ${lhr.finalDisplayedUrl} (signed out?)`);
          // `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps each run's whole report and trace, to see where the time went.
          if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
            const name = path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${page.slice(1) || 'root'}-${run + 1}`);
            await writeFile(`${name}.json`, JSON.stringify(lhr));
            // The page load's trace (unthrottled: Lighthouse simulates the mobile CPU and network from it), for a look at its tasks.
            await writeFile(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
          }
          runs.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            failedAccessibilityAudits: (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
          });
          run += 1;
        } finally {
          chrome.kill();
        }
      }
      pages.push({
        path: page,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        runs,
      });
    }
    return { pages };
  } finally {
    await server.stop();
  }
}

export function printLighthouse(figures: LighthouseFigures): void {
  for (const p of figures.pages) {
    const perf = p.performance >= GOALS.performance ? 'within' : 'BELOW';
    const a11y = p.accessibility >= GOALS.accessibility ? 'within' : 'BELOW';
    const runs = p.runs.map((r) => `${r.performance}/${r.accessibility}/${(r.lcpMs / 1000).toFixed(1)} s`).join(', ');
    const failed = [...new Set(p.runs.flatMap((r) => r.failedAccessibilityAudits))];
    console.log(
      `lighthouse ${p.path} (mobile, median of ${p.runs.length}): performance ${p.performance} (${perf} the goal of ${GOALS.performance}), accessibility ${p.accessibility} (${a11y} the goal of ${GOALS.accessibility}), LCP ${(p.lcpMs / 1000).toFixed(1)} s [runs: ${runs}]${failed.length ? `; failed accessibility audits: ${failed.join(', ')}` : ''}`,
    );
  }
}

/**
 * Opt-in (slow: a build, the server, and runs × 4 pages): `npm run bench -- lighthouse` or
 * `BENCH_LIGHTHOUSE=1 npm run bench`. Each page's median performance score is set against the
 * goal of 90 (a ratio of 1 or more meets it).
 */
export async function lighthouse(): Promise<BenchResult[]> {
  const figures = await measureLighthouse();
  printLighthouse(figures);
  return figures.pages.map((p) => ({ name: `Lighthouse performance of ${p.path} (mobile)`, oursPerSecond: p.performance, peerPerSecond: GOALS.performance, peer: 'the goal of 90' }));
}
