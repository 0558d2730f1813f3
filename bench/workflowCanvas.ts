import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumPath } from '../scripts/chromium-path.ts';
import type { BenchResult } from './run.ts';
import { frameStats, rendererCpuMs, type TraceEvent } from './tableScroll.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const pageRoot = path.join(here, 'workflowCanvas');

/** The generated flows: 300 and 625 services (plus the start node and three end states). */
const ALL_SIZES = [
  { columns: 15, rows: 20 },
  { columns: 25, rows: 25 },
] as const;
/** `BENCH_CANVAS_SIZES=300` measures only the 300-service flow. */
const SIZES = ALL_SIZES.filter(({ columns, rows }) => !process.env.BENCH_CANVAS_SIZES || process.env.BENCH_CANVAS_SIZES.split(',').includes(String(columns * rows)));
/** Measured rounds per size (`BENCH_CANVAS_ROUNDS` overrides), after one warm-up round of each canvas that is not counted. */
const ROUNDS = Number(process.env.BENCH_CANVAS_ROUNDS ?? 9);
const WARM_UP_FRAMES = 20;
const FRAMES = 240;
/** The drag swings the canvas left and right by this many pixels, one step per frame. */
const SWING_PX = 480;

type Mode = 'ours' | 'bare';

interface Run {
  mountMs: number;
  /** Main-thread CPU time of the renderer from the page's start mark to its ready mark. */
  mountCpuMs: number;
  /** The viewport's zoom once fitted: both canvases must show the flow at the same scale. */
  zoom: number;
  durations: number[];
  /** Main-thread CPU time of the renderer per panned frame (frame durations snap to the display's 16.7 ms). */
  cpuPerFrameMs: number;
}

/**
 * Opens the page, waits until every node is measured and painted (the initial render time), then
 * drags the pane with the mouse, one move per animation frame, and returns the frame durations
 * and the main thread's CPU time while panning. The drag goes through React Flow's own pan
 * handling (d3-zoom), as a user's would.
 */
async function renderAndPan(browser: Browser, page: Page, url: string): Promise<Run> {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto(url);
  const ready = await page.waitForFunction(() => window.benchCanvasReady, undefined, { timeout: 120_000 });
  const { mountMs, zoom } = (await ready.jsonValue()) as { mountMs: number; zoom: number };
  const mountCpuMs = cpuBetweenMarks(JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: MarkedTraceEvent[] });
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  // Passed as source text: tsx would wrap named functions in a helper the page does not have.
  const durations = (await page.evaluate(`new Promise((resolve) => {
    const pane = document.querySelector('.react-flow__pane');
    const box = pane.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const mouse = (type, x, y, target) => target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0, buttons: type === 'mouseup' ? 0 : 1 }));
    mouse('mousedown', cx, cy, pane);
    const times = [];
    let last = 0;
    let n = 0;
    const tick = (now) => {
      if (n > ${WARM_UP_FRAMES}) times.push(now - last);
      last = now;
      n += 1;
      if (n > ${WARM_UP_FRAMES + FRAMES}) {
        mouse('mouseup', cx, cy, window);
        return resolve(times);
      }
      const x = cx + ${SWING_PX} * Math.sin(n / 24);
      const y = cy + ${SWING_PX / 4} * Math.sin(n / 37);
      mouse('mousemove', x, y, window);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const moved = await page.evaluate(() => document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '');
  if (!moved.includes('translate')) throw new Error(`the pane did not pan (${url})`);
  return { mountMs, mountCpuMs, zoom, durations, cpuPerFrameMs: rendererCpuMs(trace) / (WARM_UP_FRAMES + FRAMES) };
}

type MarkedTraceEvent = TraceEvent & { ts: number };

/** CPU time of the main-thread tasks that ran between the page's start and ready marks, in ms. */
function cpuBetweenMarks(trace: { traceEvents: MarkedTraceEvent[] }): number {
  const mark = (name: string) => trace.traceEvents.find((e) => e.name === name);
  const start = mark('bench-canvas-start');
  const ready = mark('bench-canvas-ready');
  if (!start || !ready) throw new Error('the trace holds no start or ready mark');
  const micros = trace.traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.ts <= ready.ts)
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return micros / 1000;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
};
const ms = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');

/**
 * Initial render time and frame times while panning of the editor's WorkflowCanvas on generated
 * 300- and 625-service flows, built for production and driven in Debian's Chromium. Peer: a bare
 * React Flow canvas with default nodes of the cards' size at the same positions with the same
 * edges, fitted the same way in the same viewport, in the same run. Each size gets a warm-up
 * round of both canvases, then ROUNDS rounds that alternate which canvas goes first; every figure
 * is the median over the rounds (panning: the median of each run's p95 frame), and the log adds
 * the median of each round's own ratio. Rates are 1000 / time, so a ratio of 0.8 means ours takes
 * 1.25 times as long.
 */
export async function workflowCanvas(): Promise<BenchResult[]> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'veriflow-bench-canvas-'));
  const shared = { configFile: false as const, root: pageRoot, logLevel: 'error' as const, resolve: { alias: { '~': repoRoot } } };
  await build({ ...shared, plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 } });
  const server = await preview({ ...shared, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const results: BenchResult[] = [];
  try {
    const base = server.resolvedUrls?.local[0];
    if (!base) throw new Error('vite preview did not report a URL');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (const { columns, rows } of SIZES) {
      const count = columns * rows;
      const urlOf = (mode: Mode) => `${base}?mode=${mode}&columns=${columns}&rows=${rows}`;
      const runs: Record<Mode, Run[]> = { ours: [], bare: [] };
      await renderAndPan(browser, page, urlOf('bare'));
      await renderAndPan(browser, page, urlOf('ours'));
      for (let round = 0; round < ROUNDS; round += 1) {
        const order: Mode[] = round % 2 === 0 ? ['bare', 'ours'] : ['ours', 'bare'];
        for (const mode of order) runs[mode].push(await renderAndPan(browser, page, urlOf(mode)));
      }
      const figures = (mode: Mode) => {
        const own = runs[mode];
        return {
          zoom: median(own.map((r) => r.zoom)),
          mounts: own.map((r) => r.mountMs),
          mount: median(own.map((r) => r.mountMs)),
          mountCpu: median(own.map((r) => r.mountCpuMs)),
          p95s: own.map((r) => frameStats(r.durations).p95Ms),
          p95: median(own.map((r) => frameStats(r.durations).p95Ms)),
          longFrames: median(own.map((r) => frameStats(r.durations).longFrames)),
          cpu: median(own.map((r) => r.cpuPerFrameMs)),
        };
      };
      const ours = figures('ours');
      const bare = figures('bare');
      // Each round runs both canvases back to back: the median of the rounds' own ratios is the
      // steadiest figure on a shared machine, whose speed drifts between rounds.
      const paired = (of: (run: Run) => number) => median(runs.ours.map((run, i) => of(run) / of(runs.bare[i]!)));
      if (Math.abs(ours.zoom / bare.zoom - 1) > 0.05) throw new Error(`the canvases are fitted at different zooms (ours ${ours.zoom}, bare ${bare.zoom})`);
      const label = `workflow canvas ${count} nodes`;
      console.log(`${label}: fitted zoom ours ${ours.zoom.toFixed(3)}, bare ${bare.zoom.toFixed(3)}; ${ROUNDS} rounds after a warm-up`);
      console.log(`${label}: initial render median ours ${Math.round(ours.mount)} ms [${ms(ours.mounts)}], bare React Flow ${Math.round(bare.mount)} ms [${ms(bare.mounts)}] (${(ours.mount / bare.mount).toFixed(2)}x the time)`);
      console.log(`${label}: initial render main-thread CPU median ours ${Math.round(ours.mountCpu)} ms, bare ${Math.round(bare.mountCpu)} ms (${(ours.mountCpu / bare.mountCpu).toFixed(2)}x)`);
      console.log(`${label}: panning p95 frame median ours ${ours.p95.toFixed(1)} ms [${ms(ours.p95s)}], bare ${bare.p95.toFixed(1)} ms [${ms(bare.p95s)}] (${(ours.p95 / bare.p95).toFixed(2)}x); long frames ours ${ours.longFrames}, bare ${bare.longFrames} of ${FRAMES}`);
      console.log(`${label}: panning main-thread CPU per frame median ours ${ours.cpu.toFixed(2)} ms, bare ${bare.cpu.toFixed(2)} ms (${(ours.cpu / bare.cpu).toFixed(2)}x)`);
      console.log(
        `${label}: median of the rounds' ratios: initial render ${paired((r) => r.mountMs).toFixed(2)}x (CPU ${paired((r) => r.mountCpuMs).toFixed(2)}x), panning p95 frame ${paired((r) => frameStats(r.durations).p95Ms).toFixed(2)}x (CPU per frame ${paired((r) => r.cpuPerFrameMs).toFixed(2)}x)`,
      );
      const peer = `bare React Flow, ${count} default nodes`;
      results.push(
        { name: `workflow canvas initial render (${count} nodes; renders per second)`, oursPerSecond: 1000 / ours.mount, peerPerSecond: 1000 / bare.mount, peer },
        { name: `workflow canvas initial render (${count} nodes; renders per second of main-thread CPU)`, oursPerSecond: 1000 / ours.mountCpu, peerPerSecond: 1000 / bare.mountCpu, peer },
        { name: `workflow canvas panning (${count} nodes; p95 frames per second)`, oursPerSecond: 1000 / ours.p95, peerPerSecond: 1000 / bare.p95, peer },
        { name: `workflow canvas panning (${count} nodes; frames per second of main-thread CPU)`, oursPerSecond: 1000 / ours.cpu, peerPerSecond: 1000 / bare.cpu, peer },
      );
    }
    return results;
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => server.httpServer.close((err) => (err ? reject(err) : resolve())));
    await rm(outDir, { recursive: true, force: true });
  }
}
