import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORGANIZATIONS_URL, IMPERSONATION_PARAM_KEYS, type SessionSnapshot } from '~/contract/consoleSessionStart';
import { withSessionSnapshot } from './sessionSnapshot';

/** The `Link` header that has the browser fetch the organisation list while the console's scripts load (ADR 0050). */
export const SESSION_START_LINK = `<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`;

/** What a first load of a console page gets beyond index.html as built. */
export interface FirstLoadHints {
  /** A `Link` header: the session start's first request (ADR 0050), when the page does not carry its answer. */
  link: string | null;
  /** index.html naming the files of the address's page (ADR 0051) and carrying the session's answers (ADR 0052), or null to send the file. */
  html: string | null;
  /** Whether the HTML holds the visitor's own data: kept by no cache. */
  isPersonal: boolean;
}

export interface FirstLoadSources {
  sessionCookie: string;
  pageHtml: (pathname: string) => string | null;
  /** The session's first answers for the request's cookies, with those of the page at `pathname`, or null (ADR 0052, 0054). */
  sessionSnapshot?: (cookieHeader: string, pathname: string) => Promise<SessionSnapshot | null>;
}

/**
 * The hints for a console page request, or undefined: only for a visitor with a session (a
 * signed-out one is sent to sign-in), and not on an address that starts an impersonation, whose
 * organisations are asked for only once it has signed in as another user. The page carries the
 * session's first answers when the server could give them; else it preloads the first of them.
 */
export async function firstLoadHints(request: FastifyRequest, { sessionCookie, pageHtml, sessionSnapshot }: FirstLoadSources): Promise<FirstLoadHints | undefined> {
  if (!request.cookies?.[sessionCookie]) return undefined;
  const [pathname = '/', search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  if (IMPERSONATION_PARAM_KEYS.some((key) => query.has(key))) return undefined;
  const html = pageHtml(pathname);
  // A failure to give the answers costs the page only their round trip: it asks for them itself.
  const snapshot = html && sessionSnapshot ? await sessionSnapshot(request.headers.cookie ?? '', pathname).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the session snapshot failed; the console will ask for the session itself');
    return null;
  }) : null;
  if (html && snapshot) return { link: null, html: withSessionSnapshot(html, snapshot), isPersonal: true };
  return { link: SESSION_START_LINK, html, isPersonal: false };
}
