import type { FastifyInstance } from 'fastify';
import { HOSTED_FLOW_PATHS } from '~/contract/hostedFlow/options';

/**
 * The security headers of every answer the server gives (ADR 0035): the console and the demo, the
 * hosted flow, static files, API answers, the API reference, the identity provider's pages.
 *
 * - Scripts come from this origin only: no inline script, no eval, no other host.
 * - Styles also allow 'unsafe-inline': styled-components (console, demo, Redoc) injects <style>
 *   elements at run time, React sets style attributes, and the server's own pages (sign-in, the
 *   identity provider, the mailbox) carry one inline <style>. Scripts, not styles, are the risk.
 * - Images: data: (the favicon, the hosted theme's logo, QR codes) and blob: (captured photos,
 *   downloads). Fonts: the console's own files. The hosted flow's fonts are system fonts and its
 *   logo a data URL, so it loads nothing from elsewhere either.
 * - Workers: this origin (the demo's mock service worker) and blob: (Redoc's search index).
 * - Framing: nobody may frame a page, except the hosted flow, which the console of the same origin
 *   frames in Tryout and Preview.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

const CSP = [...CSP_DIRECTIVES, "frame-ancestors 'none'"].join('; ');
const HOSTED_FLOW_CSP = [...CSP_DIRECTIVES, "frame-ancestors 'self'"].join('; ');

const COMMON: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
};

const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'content-security-policy': CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The hosted flow's address carries a QuickLink's token: it is never sent on as a referrer. Its
 * capture step may use the camera of the page itself, nothing else.
 */
const HOSTED_FLOW_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'content-security-policy': HOSTED_FLOW_CSP,
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

/** HSTS for a year, only when browsers reach the server over https (VERIFLOW_PUBLIC_URL). */
const HSTS = 'max-age=31536000; includeSubDomains';

const isHostedFlow = (path: string) => HOSTED_FLOW_PATHS.some((hosted) => path === hosted || path.startsWith(`${hosted}/`));

/** The security headers of an answer to `url` (path and query), for a server whose public address is `publicUrl`. */
export function securityHeadersFor(url: string, publicUrl: string): Record<string, string> {
  const path = url.split('?')[0] ?? '/';
  const headers = { ...(isHostedFlow(path) ? HOSTED_FLOW_HEADERS : PAGE_HEADERS) };
  if (publicUrl.startsWith('https:')) headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * Sets the headers on every answer, in one place. They go onto the raw response as the request
 * arrives, so that answers Fastify does not send itself (the identity provider's Koa app, which
 * takes the response over, and static files) carry them too; a route may still set its own value.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(securityHeadersFor(request.url, options.publicUrl))) reply.raw.setHeader(name, value);
  });
}
