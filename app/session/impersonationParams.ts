import { IMPERSONATION_PARAM_KEYS } from '~/contract/consoleSessionStart';

/** The super-admin route's parameters (document 1 section 2.4): `authToken` and `orgId` on any address. */
export interface ImpersonationParams {
  authToken: string;
  orgId: string;
}

/** The impersonation parameters the address carries, when it carries both. */
export function impersonationParams(search: string): ImpersonationParams | null {
  const params = new URLSearchParams(search);
  const authToken = params.get('authToken');
  const orgId = params.get('orgId');
  return authToken && orgId ? { authToken, orgId } : null;
}

/** The query string without the impersonation parameters (other parameters stay), `?`-prefixed or empty. */
export function withoutImpersonationParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of IMPERSONATION_PARAM_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
