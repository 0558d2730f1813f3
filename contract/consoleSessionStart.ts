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

/**
 * The organisation's answers without parameters that a signed-in page shows first, by the page's
 * route pattern (the shell's on every page): the server carries them with the session's (ADR 0054),
 * each asked for at `path` with the organisation's id in place of `{orgId}`. The console keys
 * each by its path, environment and organisation.
 */
export const FIRST_PAGE_ANSWER_PATHS: { readonly shell: readonly string[]; readonly pages: Readonly<Record<string, readonly string[]>> } = {
  shell: [CREDITS_PATH],
  pages: { '/home': [GETTING_STARTED_PATH] },
};

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
  /** The page's first answers of the organisation, by path (`FIRST_PAGE_ANSWER_PATHS`, ADR 0054): those the server gave; none for an answer it refused. */
  answers?: Readonly<Record<string, unknown>>;
}
