import useSWR, { type SWRResponse } from 'swr';
import type { Usage } from '~/contract';
import { CREDITS_PATH } from '~/contract/consoleSessionStart';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';

export type UsageKey = readonly [typeof CREDITS_PATH, Region, Mode, string];

export function usageKey(environment: ApiEnvironment, orgId: string | null | undefined): UsageKey | null {
  return orgId ? [CREDITS_PATH, environment.region, environment.mode, orgId] : null;
}

export function fetchUsage(client: ApiClient, [, region, mode, orgId]: UsageKey): Promise<Usage> {
  return unwrap(client.at({ region, mode, orgId }).GET(CREDITS_PATH, { params: { path: { orgId } } }));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.usage) };

/**
 * Allocation and usage of `orgId` in the current mode: free calls in test mode, credits in live
 * mode. Up to 3 retries, 1 s × attempt apart. Does not run without an organisation id.
 */
export function useUsage(orgId: string | null | undefined): SWRResponse<Usage, ApiError> {
  const client = useApiClient();
  const key = usageKey(useApiEnvironment(), orgId);
  return useSWR<Usage, ApiError, UsageKey | null>(key, (k: UsageKey) => fetchUsage(client, k), options);
}
