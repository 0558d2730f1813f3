import { MODE_ENVIRONMENT } from './index';

/** The user's organisation list, in each environment: the first question a signed-in console asks. */
export const ORGANIZATIONS_PATH = '/v1/auth/user/organizations';

/**
 * The organisation list in the console's default environment (test mode), which a signed-in
 * console page asks for as it starts: the server names it in a preload of the page (ADR 0050).
 */
export const DEFAULT_ORGANIZATIONS_URL = `/api/${MODE_ENVIRONMENT.test}${ORGANIZATIONS_PATH}`;

/** The super-admin route's parameters (document 1 section 2.4), carried together on any address. */
export const IMPERSONATION_PARAM_KEYS = ['authToken', 'orgId'] as const;
