import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type Credential = components['schemas']['Credential'];
export type CredentialList = components['schemas']['CredentialList'];

export const CREDENTIALS_PATH = '/v1/auth/list';
export type CredentialsKey = readonly [typeof CREDENTIALS_PATH, Region, Mode, string];

/** Keys are per environment, so the key names the mode: switching test/live lists the other keys. */
export function credentialsKey(environment: ApiEnvironment): CredentialsKey | null {
  return environment.orgId ? [CREDENTIALS_PATH, environment.region, environment.mode, environment.orgId] : null;
}

export function fetchCredentials(client: ApiClient, [, region, mode, orgId]: CredentialsKey): Promise<CredentialList> {
  return unwrap(client.at({ region, mode, orgId }).GET(CREDENTIALS_PATH));
}

/** GET /v1/auth/list: the API keys of the active organisation in the current mode. */
export function useCredentials(): SWRResponse<CredentialList, ApiError> {
  const client = useApiClient();
  const key = credentialsKey(useApiEnvironment());
  return useSWR<CredentialList, ApiError, CredentialsKey | null>(key, (k: CredentialsKey) => fetchCredentials(client, k));
}
