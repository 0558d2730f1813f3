/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.ts';
import { precompress } from './scripts/precompress.ts';
import { pagePreloads } from './scripts/pagePreloads.ts';
import { routeTable } from './lib/routes/routeTable.ts';
import { HOSTED_FLOW_PATHS } from './contract/hostedFlow/options.ts';
import { CONSOLE_HTML_ENTRIES } from './contract/consoleEntries.ts';
import { withBootSplash } from './design-system/Spinner/bootSplash.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Addresses served from an HTML entry of their own, in `vite` and `vite preview` as on the server:
 * the hosted end-user flow's (`/flow`, `/preview`: flow.html, docs/adr/0026), so Tryout and Preview
 * frame the same address everywhere, and /login's (login.html, docs/adr/0039).
 */
const htmlEntryByPath = new Map<string, string>([...HOSTED_FLOW_PATHS.map((p) => [p, 'flow.html'] as const), ...CONSOLE_HTML_ENTRIES.map((e) => [e.path, e.file] as const)]);
const servesHtmlEntries = (server: { middlewares: Connect.Server }) => {
  server.middlewares.use((req, _res, next) => {
    const url = req.url ?? '';
    const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
    const file = htmlEntryByPath.get(url.slice(0, queryAt));
    if (file) req.url = `/${file}${url.slice(queryAt)}`;
    next();
  });
};
const htmlEntryPaths: Plugin = {
  name: 'veriflow-html-entries',
  configureServer: servesHtmlEntries,
  configurePreviewServer: servesHtmlEntries,
};
/** The console's index.html shows the session loader before its scripts arrive (design-system/Spinner/bootSplash.ts). */
const bootSplashPlugin: Plugin = {
  name: 'veriflow-boot-splash',
  transformIndexHtml: { order: 'pre', handler: (html, context) => (path.basename(context.filename) === 'index.html' ? withBootSplash(html) : html) },
};
/**
 * The console's entry stylesheet (the Inter font faces, about 2.4 KB) is written into its HTML
 * entries: a linked stylesheet holds the first paint until it arrives (docs/adr/0039). A disabled
 * link to the file stays beside it: it is neither fetched nor applied, and it tells Vite's preload
 * of a lazy chunk that names the stylesheet that the page already has it.
 */
const inlineEntryStylesheets: Plugin = {
  name: 'veriflow-inline-entry-stylesheets',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      html.replace(/<link rel="stylesheet" crossorigin href="[^"]*\/(assets\/[^"/]+\.css)">/g, (tag, fileName: string) => {
        const asset = bundle?.[fileName];
        return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>${tag.replace(/>$/, ' disabled>')}` : tag;
      }),
  },
};
/**
 * Our own modules (design system, features, kernel, contract) do nothing when imported: they only
 * declare components, styles, hooks and functions (docs/adr/0039). Telling the bundler so lets it
 * drop every module of a barrel (`design-system/index.ts`) that a chunk does not use, although
 * their top-level `styled` calls look like side effects. Stylesheets and packages keep their own
 * rules (a package's `sideEffects`).
 */
const sideEffectFreeFolders = ['design-system', 'features', 'lib', 'contract'].map((folder) => `${path.join(root, folder)}/`);
export const moduleSideEffects = (id: string) => !(/\.tsx?$/.test(id) && sideEffectFreeFolders.some((folder) => id.startsWith(folder)));

const apiTarget = process.env.VERIFLOW_API_URL ?? 'http://127.0.0.1:4000';

/**
 * Every story as a test in headless Chromium: rendered and played once in the light scheme, then
 * screenshotted and checked by axe in both schemes (.storybook/vitest.setup.ts, ADR 0013).
 */
const storiesProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals: { theme: 'light' } })],
  test: {
    name: 'stories',
    // Room for several 15 s waits (ADR 0012) in one play function on a loaded machine.
    testTimeout: 60_000,
    // After the node projects (ADR 0013): two pages in the one browser keep both cores busy.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    // ADR 0012: on a loaded CI machine a story may be retried once; a story that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
    setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      // The first page compiles Vitest's client and the preview: on a loaded two-core machine that
      // has taken over a minute. scripts/test.sh retries the run once if it still does not connect.
      connectTimeout: 120_000,
      provider: playwright({ launchOptions: { executablePath: chromiumPath() } }),
      instances: [{ browser: 'chromium' as const }],
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
      expect: { toMatchScreenshot: { comparatorName: 'pixelmatch' as const, comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 } } },
    },
  },
};

export default defineConfig(({ mode }) => ({
  // React Aria's strings in the console's one language only (docs/adr/0039): it falls back to en-US for any other locale.
  plugins: [
    react(),
    htmlEntryPaths,
    bootSplashPlugin,
    inlineEntryStylesheets,
    optimizeLocales.vite({ locales: ['en-US'] }),
    // The files of each route's page, which the server names in the HTML of a first load (ADR 0051); the demo build has no server.
    mode === 'demo' ? null : pagePreloads({ root, routePaths: routeTable, pagesModule: path.join(root, 'app/router/pages.tsx') }),
    precompress({ within: path.join(root, 'dist') }),
  ],
  resolve: { alias: { '~': root } },
  base: mode === 'demo' ? '/demo/' : '/',
  publicDir: mode === 'demo' ? '.storybook/public' : false,
  build: {
    outDir: mode === 'demo' ? 'dist/demo' : 'dist/console',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Three pages: the console, the hosted end-user flow (`/flow`, docs/adr/0026) and the sign-in screen (`/login`, docs/adr/0039), each its own entry.
    rollupOptions: {
      input: mode === 'demo' ? path.join(root, 'index.html') : { index: path.join(root, 'index.html'), flow: path.join(root, 'flow.html'), login: path.join(root, 'login.html') },
      treeshake: { moduleSideEffects },
      // The console's router and data layer in chunks of their own, so that login.html, which
      // shares the design system with the console, does not fetch them with it (docs/adr/0039).
      output: {
        codeSplitting: {
          groups: [
            // First, so that React is a chunk of its own rather than taken in by the groups that depend on it.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](swr|jotai|openapi-fetch|dequal|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  // Pre-bundled up front: discovering it during the first story run makes Vite reload the test page.
  optimizeDeps: { include: ['@xyflow/react'] },
  server: { proxy: { '/api': apiTarget, '/docs': apiTarget, '/oidc': apiTarget, '/auth': apiTarget, '/dev/mailbox': apiTarget } },
  test: {
    // Two cores: two workers for the node projects, then two pages for the stories (ADR 0013).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Room for a 15 s wait (scripts/unit.setup.ts, ADR 0012) on a loaded machine.
          testTimeout: 30_000,
          include: ['{design-system,features,lib,app,fixtures,contract,eslint-rules,scripts}/**/*.test.{ts,tsx}'],
          setupFiles: [path.join(root, 'scripts/unit.setup.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: [path.join(root, 'server/test/globalSetup.ts')],
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      storiesProject,
    ],
  },
}));
