import useSWR, { type SWRResponse } from 'swr';
import type { GettingStarted } from '~/contract';
import { GETTING_STARTED_PATH } from '~/contract/consoleSessionStart';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';

export type GettingStartedKey = readonly [typeof GETTING_STARTED_PATH, Region, Mode, string];

export function gettingStartedKey(environment: ApiEnvironment): GettingStartedKey | null {
  return environment.orgId ? [GETTING_STARTED_PATH, environment.region, environment.mode, environment.orgId] : null;
}

export function fetchGettingStarted(client: ApiClient, [, region, mode, orgId]: GettingStartedKey): Promise<GettingStarted> {
  return unwrap(client.at({ region, mode, orgId }).GET(GETTING_STARTED_PATH));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.none) };

/** The Home page's getting-started checklist for the active organisation. */
export function useGettingStarted(): SWRResponse<GettingStarted, ApiError> {
  const client = useApiClient();
  const key = gettingStartedKey(useApiEnvironment());
  return useSWR<GettingStarted, ApiError, GettingStartedKey | null>(key, (k: GettingStartedKey) => fetchGettingStarted(client, k), options);
}
