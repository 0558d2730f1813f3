import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, preview } from 'vite';
import { chromiumPath } from '../scripts/chromium-path.ts';
import type { BenchResult } from './run.ts';
import { frameStats, type FrameStats } from './tableScroll.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const pageRoot = path.join(here, 'workflowCanvas');

/** The generated flows: 300 and 625 services (plus the start node and three end states). */
const SIZES = [
  { columns: 15, rows: 20 },
  { columns: 25, rows: 25 },
] as const;
const ROUNDS = 3;
const WARM_UP_FRAMES = 20;
const FRAMES = 240;
/** The drag swings the canvas left and right by this many pixels, one step per frame. */
const SWING_PX = 480;

interface Run {
  mountMs: number;
  durations: number[];
}

/**
 * Opens the page, waits until every node is measured and painted (the initial render time), then
 * drags the pane with the mouse, one move per animation frame, and returns the frame durations.
 * The drag goes through React Flow's own pan handling (d3-zoom), as a user's would.
 */
async function renderAndPan(page: Page, url: string): Promise<Run> {
  await page.goto(url);
  const ready = await page.waitForFunction(() => window.benchCanvasReady, undefined, { timeout: 120_000 });
  const { mountMs } = (await ready.jsonValue()) as { mountMs: number };
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
  const moved = await page.evaluate(() => document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '');
  if (!moved.includes('translate')) throw new Error(`the pane did not pan (${url})`);
  return { mountMs, durations };
}

const fmt = (s: FrameStats) => `p50 ${s.p50Ms.toFixed(1)} ms, p95 ${s.p95Ms.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms, ${s.longFrames}/${s.frames} long frames`;

/**
 * Initial render time and frame times while panning of the editor's WorkflowCanvas on generated
 * 300- and 625-service flows, built for production and driven in Debian's Chromium. Peer: a bare
 * React Flow canvas with default nodes at the same positions with the same edges, in the same
 * run. Rates are 1000 / time (render: the median of the rounds; panning: the p95 frame), so a
 * ratio of 0.8 means ours takes 1.25 times as long.
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
      const runs = { ours: [] as Run[], bare: [] as Run[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.bare.push(await renderAndPan(page, `${base}?mode=bare&columns=${columns}&rows=${rows}`));
        runs.ours.push(await renderAndPan(page, `${base}?mode=ours&columns=${columns}&rows=${rows}`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      const mount = { ours: median(runs.ours.map((r) => r.mountMs)), bare: median(runs.bare.map((r) => r.mountMs)) };
      const frames = { ours: frameStats(runs.ours.flatMap((r) => r.durations)), bare: frameStats(runs.bare.flatMap((r) => r.durations)) };
      console.log(`workflow canvas ${count} nodes: initial render ours ${Math.round(mount.ours)} ms, bare React Flow ${Math.round(mount.bare)} ms (${(mount.ours / mount.bare).toFixed(2)}x the time)`);
      console.log(`workflow canvas ${count} nodes: panning ours ${fmt(frames.ours)}`);
      console.log(`workflow canvas ${count} nodes: panning bare React Flow ${fmt(frames.bare)} (p95 ${(frames.ours.p95Ms / frames.bare.p95Ms).toFixed(2)}x)`);
      const peer = `bare React Flow, ${count} default nodes`;
      results.push(
        { name: `workflow canvas initial render (${count} nodes; renders per second)`, oursPerSecond: 1000 / mount.ours, peerPerSecond: 1000 / mount.bare, peer },
        { name: `workflow canvas panning (${count} nodes; p95 frames per second)`, oursPerSecond: 1000 / frames.ours.p95Ms, peerPerSecond: 1000 / frames.bare.p95Ms, peer },
      );
    }
    return results;
  } finally {
    await browser.close();
    await new Promise<void>((resolve, reject) => server.httpServer.close((err) => (err ? reject(err) : resolve())));
    await rm(outDir, { recursive: true, force: true });
  }
}
