import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FirstLoadHints } from './firstLoadHints';

interface ConsoleMount {
  /** URL prefix, e.g. '/' or '/demo/'. */
  prefix: string;
  dir: string;
  /** Page addresses answered with an HTML entry of their own, when the build has it (docs/adr/0039). */
  htmlEntries?: ReadonlyArray<{ readonly path: string; readonly file: string }>;
  /** What a first load of the console's index.html gets for this request beyond the file (ADR 0050, 0051, 0052). */
  firstLoadHints?: (request: FastifyRequest) => Promise<FirstLoadHints | undefined>;
}

/** The page a mount answers an address with: its own HTML entry, or the console's index.html. */
function pageFile(mount: ConsoleMount, url: string): string {
  const entry = mount.htmlEntries?.find((e) => url === mount.prefix + e.path.slice(1));
  return entry && existsSync(path.join(mount.dir, entry.file)) ? entry.file : 'index.html';
}

/**
 * Serves a built single-page console: its files, and index.html for any other page address under
 * the prefix (or the address's own HTML entry).
 */
export async function staticConsole(app: FastifyInstance, mounts: ConsoleMount[]) {
  const present = mounts.filter((m) => existsSync(path.join(m.dir, 'index.html')));
  present.forEach((mount, i) => {
    app.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      decorateReply: i === 0,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      // The build writes brotli and gzip siblings of each text file (scripts/precompress.ts, ADR 0039).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });

  const byLongestPrefix = [...present].sort((a, b) => b.prefix.length - a.prefix.length);
  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    const mount = byLongestPrefix.find((m) => url.startsWith(m.prefix) || `${url}/` === m.prefix);
    if (!mount) return false;
    const file = pageFile(mount, url);
    reply.header('Cache-Control', 'no-cache');
    if (file !== 'index.html' || !mount.firstLoadHints) {
      reply.sendFile(file, mount.dir);
      return true;
    }
    mount
      .firstLoadHints(request)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'the first-load hints failed; sending index.html as built');
        return undefined;
      })
      .then((hints) => {
        if (hints?.link) reply.header('Link', hints.link);
        if (hints?.isPersonal) reply.header('Cache-Control', 'private, no-store');
        if (hints?.html) reply.type('text/html; charset=utf-8').send(hints.html);
        else reply.sendFile(file, mount.dir);
      });
    return true;
  };
}
