import useSWR, { type SWRResponse } from 'swr';
import type { DocsLink } from '~/contract';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';

export type DocsLinkKey = readonly ['/v1/auth/docs', Region, Mode];

export function docsLinkKey(environment: ApiEnvironment): DocsLinkKey {
  return ['/v1/auth/docs', environment.region, environment.mode];
}

export function fetchDocsLink(client: ApiClient, [, region, mode]: DocsLinkKey): Promise<DocsLink> {
  return unwrap(client.at({ region, mode }).GET('/v1/auth/docs'));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.docs) };

/** Address of the API reference for the header's Docs button; up to 3 retries, 1 s × attempt apart. */
export function useDocsLink(): SWRResponse<DocsLink, ApiError> {
  const client = useApiClient();
  const key = docsLinkKey(useApiEnvironment());
  return useSWR<DocsLink, ApiError, DocsLinkKey>(key, (k: DocsLinkKey) => fetchDocsLink(client, k), options);
}
