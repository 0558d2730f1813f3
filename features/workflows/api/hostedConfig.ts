import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type HostedConfigState = components['schemas']['HostedConfigState'];

export type HostedConfigKey = readonly ['/workflows/hostedconfig', Region, Mode, string];

/** Null (no call) without an organisation. */
export function hostedConfigKey(environment: ApiEnvironment): HostedConfigKey | null {
  return environment.orgId ? ['/workflows/hostedconfig', environment.region, environment.mode, environment.orgId] : null;
}

export function fetchHostedConfig(client: ApiClient, [, region, mode, orgId]: HostedConfigKey): Promise<HostedConfigState> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows/hostedconfig'));
}

const options = { revalidateOnFocus: false };

/** The hosted flow's theme (GET /workflows/hostedconfig): the saved one, or the defaults with `saved` false. */
export function useHostedConfig(enabled = true): SWRResponse<HostedConfigState, ApiError> {
  const client = useApiClient();
  const key = hostedConfigKey(useApiEnvironment());
  return useSWR<HostedConfigState, ApiError, HostedConfigKey | null>(enabled ? key : null, (k: HostedConfigKey) => fetchHostedConfig(client, k), options);
}
