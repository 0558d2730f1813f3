import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '~/contract/consoleEntries';

/** How well a route path pattern fits an address, ranked as the console's router ranks routes; null when it does not match. */
export function matchScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return i === want.length - 1 && have.length >= i ? score - 2 : null;
    const part = have[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) score += 3;
    else if (segment === part) score += 10;
    else return null;
  }
  return have.length === want.length ? score : null;
}

/** The value of the best-ranked pattern that matches `pathname`, or undefined. */
export function bestMatch<T>(entries: Iterable<readonly [pattern: string, value: T]>, pathname: string): T | undefined {
  let best: { score: number; value: T } | null = null;
  for (const [pattern, value] of entries) {
    const score = matchScore(pattern, pathname);
    if (score !== null && (best === null || score > best.score)) best = { score, value };
  }
  return best?.value;
}

/** The files of the page at `pathname`: those of the best-ranked route that matches it, or none. */
export function pageFilesFor(preloads: PagePreloads, pathname: string): readonly string[] {
  return bestMatch(preloads.routes.map((route) => [route.path, route.files] as const), pathname) ?? [];
}

/** `html` with a `<link rel="modulepreload">` for each of `files` it does not name yet, at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[], base = '/'): string {
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}\n</head>`);
}

/**
 * The console's index.html for a first load of an address, naming its page's files for the browser
 * to fetch as it parses the page rather than after the console's entry has run (ADR 0051); the
 * file as it is without the build's table; null without index.html. Read again when the build changes.
 */
export function consolePageHtml(consoleDir: string): (pathname: string) => string | null {
  let cached: { stamp: string; html: string; preloads: PagePreloads | null } | null = null;
  const load = () => {
    const htmlFile = path.join(consoleDir, 'index.html');
    const tableFile = path.join(consoleDir, PAGE_PRELOADS_FILE);
    let stamp: string;
    try {
      stamp = `${statSync(htmlFile).mtimeMs}:${statSync(tableFile, { throwIfNoEntry: false })?.mtimeMs ?? 0}`;
    } catch {
      return null;
    }
    if (cached?.stamp !== stamp) {
      const preloads = stamp.endsWith(':0') ? null : (JSON.parse(readFileSync(tableFile, 'utf8')) as PagePreloads);
      cached = { stamp, html: readFileSync(htmlFile, 'utf8'), preloads };
    }
    return cached;
  };
  return (pathname) => {
    const page = load();
    if (!page) return null;
    const files = page.preloads ? pageFilesFor(page.preloads, pathname) : [];
    return files.length === 0 ? page.html : withModulePreloads(page.html, files);
  };
}
