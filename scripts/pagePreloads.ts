import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../contract/consoleEntries.ts';

/**
 * The module each route's page loads, read from the source of app/router/pages.tsx: a page's
 * `load` imports its module directly (`await import('~/…')`) or through a loader declared above
 * (`const workflowsPage = () => import('~/…')`, `await workflowsPage()`).
 */
export function pageModuleSpecifiers(source: string): Map<string, string> {
  const loaders = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)) loaders.set(name!, specifier!);
  const pages = new Map<string, string>();
  for (const [, id, direct, loader] of source.matchAll(/^ {2}(\w+): \{ load: .*?(?:import\('([^']+)'\)|await (\w+)\(\))/gm)) {
    const specifier = direct ?? loaders.get(loader!);
    if (specifier) pages.set(id!, specifier);
  }
  return pages;
}

/** A chunk's file and those of every chunk it imports, directly or not. */
function chunkFiles(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') chunkFiles(bundle, next, into);
  }
  return into;
}

const moduleFile = (root: string, specifier: string) => path.join(root, specifier.replace(/^~\//, ''));

/**
 * Vite build plugin: writes `PAGE_PRELOADS_FILE`, every route of the table with the files its page
 * loads beyond the console entry's, so that the server can name them in the HTML of a first load of that address
 * (server/console/pagePreloads.ts, ADR 0051).
 */
export function pagePreloads({ root, routePaths, pagesModule }: { root: string; routePaths: Readonly<Record<string, { readonly path: string }>>; pagesModule: string }): Plugin {
  return {
    name: 'veriflow-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.name === 'index');
      if (!entry) return;
      const inEntry = chunkFiles(bundle, entry);
      const specifiers = pageModuleSpecifiers(readFileSync(pagesModule, 'utf8'));
      const routes: PagePreloads['routes'] = [];
      for (const [id, route] of Object.entries(routePaths)) {
        const specifier = specifiers.get(id);
        if (specifier === undefined) {
          routes.push({ path: route.path, files: [] });
          continue;
        }
        const base = moduleFile(root, specifier);
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId !== null && /^\.(tsx?|jsx?)$/.test(path.extname(c.facadeModuleId)) && c.facadeModuleId.slice(0, -path.extname(c.facadeModuleId).length) === base);
        if (!chunk) this.error(`page-preloads: no chunk for the page of route "${id}" (${specifier})`);
        routes.push({ path: route.path, files: [...chunkFiles(bundle, chunk)].filter((file) => !inEntry.has(file)) });
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify({ routes } satisfies PagePreloads, null, 1)}\n` });
    },
  };
}
