import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import type { HostedConfigState } from './hostedConfig';

export type HostedConfigBody = components['schemas']['HostedConfig'];

export type CreateHostedConfigKey = readonly ['POST /workflows/hostedconfig', Region, Mode, string];

/** POST /workflows/hostedconfig: saves the theme for the first time (409 once one is saved). */
export function createHostedConfig(client: ApiClient, body: HostedConfigBody, environment?: Partial<ApiEnvironment>): Promise<HostedConfigState> {
  return unwrap(client.at(environment).POST('/workflows/hostedconfig', { body }));
}

/** The first save as an SWR mutation (`trigger(theme)`, `isMutating`). */
export function useCreateHostedConfig(): SWRMutationResponse<HostedConfigState, ApiError, CreateHostedConfigKey | null, HostedConfigBody> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWRMutation<HostedConfigState, ApiError, CreateHostedConfigKey | null, HostedConfigBody>(
    orgId ? ['POST /workflows/hostedconfig', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => createHostedConfig(client, arg, { region: r, mode: m, orgId: o }),
    { throwOnError: true },
  );
}
