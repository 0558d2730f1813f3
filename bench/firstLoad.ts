import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import type { BenchResult } from './run.ts';
import { CONSOLE_HTML_ENTRIES } from '../contract/consoleEntries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/** The issue 20 goals: gzip JavaScript a route loads before it shows anything. */
export const FIRST_LOAD_GOALS: Record<string, number> = { '/login': 120 * 1024, '/home': 200 * 1024 };

/**
 * The console routes measured: by the HTML entry a full load of the address is answered with
 * (contract/consoleEntries.ts, /login), else by the id of their page in app/router/pages.tsx
 * inside the console's entry.
 */
const ROUTES: ReadonlyArray<{ path: string; page: string | null }> = [
  { path: '/login', page: null },
  { path: '/home', page: 'home' },
  { path: '/workflows', page: 'workflows' },
  { path: '/reports', page: 'reports' },
];
/** What a signed-in page renders inside (app/router/routes.tsx): the session gate with the shell, in the entry or in a chunk of its own. */
const SIGNED_IN_LAYOUT = 'app/session/SessionGate.tsx';

/** Libraries that belong only with the routes that use them (issue 20), by a piece of their module path. */
const HEAVY: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'React Flow (@xyflow)', pattern: /node_modules\/@xyflow\// },
  { name: 'libphonenumber-js', pattern: /node_modules\/libphonenumber-js\// },
  { name: 'QR code (qrcode.react)', pattern: /node_modules\/qrcode\.react\// },
  { name: 'date calendars (design-system DatePicker, the custom range of DateRangePicker)', pattern: /design-system\/(DatePicker\/|DateRangePicker\/CustomRange|shared\/calendar)/ },
  { name: 'request snippets (httpsnippet-lite)', pattern: /node_modules\/httpsnippet-lite\// },
  { name: 'yup', pattern: /node_modules\/yup\// },
  { name: 'react-aria locales (other than en-US)', pattern: /react-aria\/dist\/private\/intl\/[^/]+\/(?!en-US)[a-z]{2}-[A-Z]{2}\./ },
];

type Chunk = Rollup.OutputChunk;

/**
 * The module a route's page is loaded from: the `import('…')` on the page's line in
 * app/router/pages.tsx, directly or through a `const name = () => import('…')` helper.
 */
export function pageModule(pagesSource: string, page: string): string {
  const line = pagesSource.split('\n').find((l) => new RegExp(`^\\s*${page}: \\{ load:`).test(l));
  if (!line) throw new Error(`app/router/pages.tsx has no lazy page for ${page}`);
  const direct = /import\('([^']+)'\)/.exec(line);
  if (direct) return direct[1]!;
  const helper = /await (\w+)\(\)/.exec(line);
  const declared = helper && new RegExp(`const ${helper[1]} = \\(\\) => import\\('([^']+)'\\)`).exec(pagesSource);
  if (!declared) throw new Error(`cannot tell which module loads the ${page} page`);
  return declared[1]!;
}

function resolveSource(specifier: string): string {
  const base = path.join(repoRoot, specifier.replace(/^~\//, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.[tj]sx?$/.test(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier}`);
}

/** A chunk and every chunk it imports statically (what the browser fetches before running it; Vite modulepreloads them). */
function withStaticImports(chunks: Map<string, Chunk>, start: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const file of start.imports) {
    const next = chunks.get(file);
    if (next) withStaticImports(chunks, next, into);
  }
  return into;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface FirstLoadFigures {
  routes: Array<{ path: string; gzip: number; files: number; goal?: number }>;
  heavy: Array<{ name: string; chunks: string[]; inFirstLoadOf: string[] }>;
}

/**
 * Builds the console (production mode, its two entries) and computes, per route, the gzip bytes
 * of JavaScript loaded before the route first renders: the console entry with its static imports,
 * plus the route's lazy page chunk with its static imports. Reports which chunks hold the heavy
 * libraries and which routes load them up front.
 */
export async function measureFirstLoad(): Promise<FirstLoadFigures> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'veriflow-bench-firstload-'));
  try {
    const result = await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunks = new Map<string, Chunk>();
    for (const output of outputs) for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
    const all = [...chunks.values()];
    const entryOf = (html: string) => {
      const found = all.find((c) => c.isEntry && c.facadeModuleId?.endsWith(`/${html}`));
      if (!found) throw new Error(`the build has no entry for ${html}`);
      return found;
    };
    const entry = entryOf('index.html');
    const pagesSource = await readFile(path.join(repoRoot, 'app/router/pages.tsx'), 'utf8');

    const gzipOf = new Map<string, number>();
    const gzip = (file: string) => {
      if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(chunks.get(file)!.code, { level: 9 }).length);
      return gzipOf.get(file)!;
    };
    const firstLoad = new Map<string, Set<string>>();
    const routes: FirstLoadFigures['routes'] = [];
    for (const route of ROUTES) {
      const ownEntry = CONSOLE_HTML_ENTRIES.find((e) => e.path === route.path);
      const files = withStaticImports(chunks, ownEntry ? entryOf(ownEntry.file) : entry);
      if (route.page) {
        for (const source of [path.join(repoRoot, SIGNED_IN_LAYOUT), resolveSource(pageModule(pagesSource, route.page))]) {
          // The chunk that holds the module (its own, or a shared one the bundler put it in).
          const holder = all.find((c) => c.facadeModuleId === source) ?? all.find((c) => c.moduleIds.includes(source));
          if (!holder) throw new Error(`no chunk holds ${path.relative(repoRoot, source)} (for ${route.path})`);
          withStaticImports(chunks, holder, files);
        }
      }
      firstLoad.set(route.path, files);
      routes.push({ path: route.path, gzip: [...files].reduce((sum, f) => sum + gzip(f), 0), files: files.size, goal: FIRST_LOAD_GOALS[route.path] });
    }
    const heavy = HEAVY.map(({ name, pattern }) => {
      const holding = all.filter((c) => c.moduleIds.some((id) => pattern.test(id.replaceAll('\\', '/')))).map((c) => c.fileName);
      return { name, chunks: holding, inFirstLoadOf: ROUTES.filter((r) => holding.some((f) => firstLoad.get(r.path)!.has(f))).map((r) => r.path) };
    });
    return { routes, heavy };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function printFirstLoad(figures: FirstLoadFigures): void {
  for (const r of figures.routes) {
    const goal = r.goal === undefined ? '' : ` (${r.gzip <= r.goal ? 'within' : 'OVER'} the goal of ${kb(r.goal)})`;
    console.log(`first load ${r.path}: ${kb(r.gzip)} gzip JavaScript in ${r.files} files${goal}`);
  }
  for (const h of figures.heavy) {
    const where = h.chunks.length === 0 ? 'in no chunk' : `in ${h.chunks.join(', ')}`;
    console.log(`  ${h.name}: ${where}; loaded up front by ${h.inFirstLoadOf.length ? h.inFirstLoadOf.join(', ') : 'no measured route'}`);
  }
}

/**
 * The console's first-load JavaScript per route (issue 20), each set against /login's goal
 * (120 KB): a ratio of 1 means the route loads as much as /login may, above 1 less.
 */
export async function firstLoad(): Promise<BenchResult[]> {
  const figures = await measureFirstLoad();
  printFirstLoad(figures);
  const goal = FIRST_LOAD_GOALS['/login']!;
  return figures.routes.map((r) => ({ name: `console ${r.path} first-load JavaScript (per MB of gzip)`, oursPerSecond: 1e6 / r.gzip, peerPerSecond: 1e6 / goal, peer: 'the /login goal of 120 KB' }));
}
