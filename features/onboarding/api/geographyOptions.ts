import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiError, type Region } from '~/lib/api';

export type GeographyOption = components['schemas']['GeographyOption'];
export type GeographyOptionList = components['schemas']['GeographyOptionList'];
export type GeographyOptionsKey = readonly ['/options/geographies', Region];

export function fetchGeographyOptions(client: ApiClient, [path, region]: GeographyOptionsKey): Promise<GeographyOptionList> {
  return unwrap(client.at({ region, orgId: null }).GET(path));
}

/** GET /options/geographies: needs a session but no organisation. */
export function useGeographyOptions(): SWRResponse<GeographyOptionList, ApiError> {
  const client = useApiClient();
  const { region } = useApiEnvironment();
  return useSWR<GeographyOptionList, ApiError, GeographyOptionsKey>(['/options/geographies', region], (k: GeographyOptionsKey) => fetchGeographyOptions(client, k));
}
