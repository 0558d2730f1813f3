import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiError, type Region } from '~/lib/api';

export type IndustryOption = components['schemas']['IndustryOption'];
export type IndustryOptionList = components['schemas']['IndustryOptionList'];
export type IndustryOptionsKey = readonly ['/options/industries', Region];

export function fetchIndustryOptions(client: ApiClient, [path, region]: IndustryOptionsKey): Promise<IndustryOptionList> {
  return unwrap(client.at({ region, orgId: null }).GET(path));
}

/** GET /options/industries: needs a session but no organisation. */
export function useIndustryOptions(): SWRResponse<IndustryOptionList, ApiError> {
  const client = useApiClient();
  const { region } = useApiEnvironment();
  return useSWR<IndustryOptionList, ApiError, IndustryOptionsKey>(['/options/industries', region], (k: IndustryOptionsKey) => fetchIndustryOptions(client, k));
}
