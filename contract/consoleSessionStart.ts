import { MODE_ENVIRONMENT, type AuthDetails, type OrganizationList, type OrganizationSettings } from './index';

/** The user's organisation list, in each environment: the first question a signed-in console asks. */
export const ORGANIZATIONS_PATH = '/v1/auth/user/organizations';
/** The signed-in user's details in an organisation, and that organisation's settings: the next two. */
export const AUTH_DETAILS_PATH = '/v1/auth/me';
export const ORGANIZATION_SETTINGS_PATH = '/v1/auth/organization/settings';
/** The organisation's free calls or credits, which the shell's counter shows beside every page. */
export const CREDITS_PATH = '/v1/auth/credits/{orgId}';
/** The getting-started checklist of /home. */
export const GETTING_STARTED_PATH = '/v1/auth/getting-started';

/** The workflow list's page size and default order (the latest edit first), as the console asks (document 2 section 2.2). */
export const WORKFLOW_LIST_PAGE_SIZE = 48;
export const WORKFLOW_LIST_SORT = JSON.stringify(['updatedAt', 'desc']);

/** A request of the organisation's that a page makes first: `path` with the organisation's id in place of `{orgId}`, and its query. */
export interface FirstPageRequest {
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
}

const WORKFLOW_LIST_FIRST_PAGE: FirstPageRequest = { path: '/workflows', query: { limit: WORKFLOW_LIST_PAGE_SIZE, offset: 0, sortBy: WORKFLOW_LIST_SORT } };

/**
 * The organisation's requests that a signed-in page makes first, by the page's route pattern (the
 * shell's on every page): the server carries their answers with the session's (ADR 0054). The
 * console keys each by its path, environment and organisation, then its query when it has one.
 */
export const FIRST_PAGE_REQUESTS: { readonly shell: readonly FirstPageRequest[]; readonly pages: Readonly<Record<string, readonly FirstPageRequest[]>> } = {
  shell: [{ path: CREDITS_PATH }],
  pages: {
    '/home': [{ path: GETTING_STARTED_PATH }],
    '/workflows': [WORKFLOW_LIST_FIRST_PAGE],
    '/workflows/my-workflows': [WORKFLOW_LIST_FIRST_PAGE],
  },
};

/** The answer to a first-page request, as the server gave it. */
export interface FirstPageAnswer extends FirstPageRequest {
  readonly data: unknown;
}

/**
 * The organisation list in the console's default environment (test mode), which a signed-in
 * console page asks for as it starts: the server names it in a preload of the page (ADR 0050).
 */
export const DEFAULT_ORGANIZATIONS_URL = `/api/${MODE_ENVIRONMENT.test}${ORGANIZATIONS_PATH}`;

/** The super-admin route's parameters (document 1 section 2.4), carried together on any address. */
export const IMPERSONATION_PARAM_KEYS = ['authToken', 'orgId'] as const;

/** The id of the JSON data block in which a signed-in first load carries its session's answers (ADR 0052). */
export const SESSION_SNAPSHOT_ELEMENT_ID = 'vf-session-start';

/**
 * The answers a console asks for first, as the server gave them while it answered the page: the
 * organisation list in test mode, and the auth details and settings of its first organisation
 * (ADR 0052). The console takes them for those requests instead of asking.
 */
export interface SessionSnapshot {
  /** The API base the answers came from (test mode's environment, `/api/sandbox`). */
  apiBase: string;
  orgId: string;
  organizations: OrganizationList;
  authDetails: AuthDetails;
  settings: OrganizationSettings;
  /** The answers to the page's first requests (`FIRST_PAGE_REQUESTS`, ADR 0054) that the API gave; none for one it refused. */
  answers?: readonly FirstPageAnswer[];
}
