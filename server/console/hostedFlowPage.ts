import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOSTED_FLOW_PATHS } from '~/contract/hostedFlow/options';

/**
 * The hosted flow's address carries a QuickLink's token, so the page is never cached. Its security
 * headers (framed by the console's own origin only, no referrer) are set with every other
 * answer's, in http/securityHeaders.ts.
 */
const HOSTED_FLOW_CACHE = { 'cache-control': 'no-store' } as const;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Veriflow</title></head>
<body><main><h1>This page is not available yet</h1><p>The hosted flow has not been built on this server. Its operator can build it with <code>npm run build</code>.</p></main></body></html>
`;

/** Where the built page is: beside the console's files (one vite build), or in dist/ above them. */
function builtPage(consoleDir: string): string | null {
  for (const candidate of [path.join(consoleDir, 'flow.html'), path.join(consoleDir, '..', 'flow.html')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Serves the hosted end-user flow at /flow (QuickLinks open it; Tryout frames it) and /preview
 * (Preview frames it): the built `flow.html`, never cached, or a short message while it is not
 * built (never a 404, as the console's addresses).
 */
export async function hostedFlowPage(app: FastifyInstance, options: { consoleDir: string }) {
  const send = async (reply: FastifyReply) => {
    const file = builtPage(options.consoleDir);
    const html = file ? await readFile(file, 'utf8') : NOT_BUILT;
    return reply.headers(HOSTED_FLOW_CACHE).type('text/html; charset=utf-8').send(html);
  };
  for (const hostedPath of HOSTED_FLOW_PATHS) {
    app.get(hostedPath, async (_request, reply) => send(reply));
    app.get(`${hostedPath}/`, async (_request, reply) => send(reply));
  }
}
