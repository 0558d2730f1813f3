import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { AuthDetails } from '~/contract';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';
import { AUTH_DETAILS_PATH } from '~/contract/consoleSessionStart';

export { AUTH_DETAILS_PATH };
export type AuthDetailsKey = readonly [typeof AUTH_DETAILS_PATH, Region, Mode, string];

/** Null until an organisation is set: the call needs the organisation header. */
export function authDetailsKey(environment: ApiEnvironment): AuthDetailsKey | null {
  return environment.orgId ? [AUTH_DETAILS_PATH, environment.region, environment.mode, environment.orgId] : null;
}

export function fetchAuthDetails(client: ApiClient, [, region, mode, orgId]: AuthDetailsKey): Promise<AuthDetails> {
  return unwrap(client.at({ region, mode, orgId }).GET('/v1/auth/me'));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.authDetails) };

/**
 * GET /v1/auth/me for the active organisation; up to 5 retries, 3 s × attempt apart. `config`
 * adds SWR options (the session's readers pass `revalidateIfStale: false`).
 */
export function useAuthDetails(config?: SWRConfiguration<AuthDetails, ApiError>): SWRResponse<AuthDetails, ApiError> {
  const client = useApiClient();
  const key = authDetailsKey(useApiEnvironment());
  return useSWR<AuthDetails, ApiError, AuthDetailsKey | null>(key, (k: AuthDetailsKey) => fetchAuthDetails(client, k), { ...options, ...config });
}
