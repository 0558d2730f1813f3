import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORGANIZATIONS_URL, IMPERSONATION_PARAM_KEYS } from '~/contract/consoleSessionStart';

/** The `Link` header that has the browser fetch the organisation list while the console's scripts load (ADR 0050). */
export const SESSION_START_LINK = `<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`;

/** What a first load of a console page gets beyond index.html as built. */
export interface FirstLoadHints {
  /** A `Link` header: the session start's first request (ADR 0050). */
  link: string;
  /** index.html naming the files of the address's page (ADR 0051), or null when it names them all already. */
  html: string | null;
}

/**
 * The hints for a console page request, or undefined: only for a visitor with a session (a
 * signed-out one is sent to sign-in), and not on an address that starts an impersonation, whose
 * organisations are asked for only once it has signed in as another user.
 */
export function firstLoadHints(request: FastifyRequest, { sessionCookie, pageHtml }: { sessionCookie: string; pageHtml: (pathname: string) => string | null }): FirstLoadHints | undefined {
  if (!request.cookies?.[sessionCookie]) return undefined;
  const [pathname = '/', search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  if (IMPERSONATION_PARAM_KEYS.some((key) => query.has(key))) return undefined;
  return { link: SESSION_START_LINK, html: pageHtml(pathname) };
}
