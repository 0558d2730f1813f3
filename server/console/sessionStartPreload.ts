import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORGANIZATIONS_URL, IMPERSONATION_PARAM_KEYS } from '~/contract/consoleSessionStart';

/** The `Link` header that has the browser fetch the organisation list while the console's scripts load (ADR 0050). */
export const SESSION_START_LINK = `<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`;

/**
 * The preload for a console page request, or undefined: only for a visitor with a session (a
 * signed-out one would be answered 401 and sent to sign-in), and not on an address that starts an
 * impersonation, whose organisations are asked for only once it has signed in as another user.
 */
export function sessionStartPreload(request: FastifyRequest, sessionCookie: string): string | undefined {
  if (!request.cookies?.[sessionCookie]) return undefined;
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  if (IMPERSONATION_PARAM_KEYS.some((key) => query.has(key))) return undefined;
  return SESSION_START_LINK;
}
