import type { FastifyInstance } from 'fastify';
import { MODE_ENVIRONMENT, ORG_ID_HEADER, type AuthDetails, type OrganizationList, type OrganizationSettings } from '~/contract';
import { AUTH_DETAILS_PATH, FIRST_PAGE_REQUESTS, type FirstPageAnswer, type FirstPageRequest, ORGANIZATION_SETTINGS_PATH, ORGANIZATIONS_PATH, SESSION_SNAPSHOT_ELEMENT_ID, type SessionSnapshot } from '~/contract/consoleSessionStart';
import { bestMatch } from './pagePreloads';

const TEST_BASE = `/api/${MODE_ENVIRONMENT.test}`;

/** The organisation's requests a page at `pathname` makes first: the shell's, then those of the best-ranked page pattern that matches (ADR 0054). */
export function firstPageRequests(pathname: string): FirstPageRequest[] {
  return [...FIRST_PAGE_REQUESTS.shell, ...(bestMatch(Object.entries(FIRST_PAGE_REQUESTS.pages), pathname) ?? [])];
}

/** A first-page request's address under the API base, for the organisation `orgId`. */
function firstPageUrl({ path, query }: FirstPageRequest, orgId: string): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}` : '';
  return `${path.replaceAll('{orgId}', encodeURIComponent(orgId))}${search}`;
}

/**
 * The session answers a signed-in console asks for first (ADR 0052), asked of the API's own routes
 * with the visitor's cookie, so that each goes through the same checks as the console's request
 * would: the organisation list in test mode, then the auth details and settings of its first
 * organisation, with the first answers of the page at `pathname` (ADR 0054), each kept only when
 * the API gave it. Null when the session's are refused (a stale cookie) or there is no organisation.
 */
export async function sessionSnapshot(app: FastifyInstance, cookie: string, pathname = '/'): Promise<SessionSnapshot | null> {
  const ask = async <T>(path: string, orgId?: string): Promise<T | null> => {
    const res = await app.inject({ method: 'GET', url: `${TEST_BASE}${path}`, headers: { cookie, accept: 'application/json', ...(orgId ? { [ORG_ID_HEADER]: orgId } : {}) } });
    return res.statusCode === 200 ? (res.json() as T) : null;
  };
  const organizations = await ask<OrganizationList>(ORGANIZATIONS_PATH);
  const orgId = organizations?.organizations[0]?.id;
  if (!organizations || !orgId) return null;
  const requests = firstPageRequests(pathname);
  const [authDetails, settings, ...pageAnswers] = await Promise.all([
    ask<AuthDetails>(AUTH_DETAILS_PATH, orgId),
    ask<OrganizationSettings>(ORGANIZATION_SETTINGS_PATH, orgId),
    ...requests.map((request) => ask<unknown>(firstPageUrl(request, orgId), orgId)),
  ]);
  if (!authDetails || !settings) return null;
  const answers: FirstPageAnswer[] = requests.flatMap((request, i) => (pageAnswers[i] === null ? [] : [{ ...request, data: pageAnswers[i] }]));
  return { apiBase: TEST_BASE, orgId, organizations, authDetails, settings, answers };
}

/** JSON that cannot close the script element it sits in, nor open a comment or CDATA in it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `html` with the snapshot in a JSON data block at the start of its body, where the console's entry reads it. */
export function withSessionSnapshot(html: string, snapshot: SessionSnapshot): string {
  const block = `<script type="application/json" id="${SESSION_SNAPSHOT_ELEMENT_ID}">${jsonForHtml(snapshot)}</script>`;
  const at = html.indexOf('<body>');
  if (at < 0) throw new Error('index.html has no <body> for the session snapshot');
  return `${html.slice(0, at + '<body>'.length)}${block}${html.slice(at + '<body>'.length)}`;
}
