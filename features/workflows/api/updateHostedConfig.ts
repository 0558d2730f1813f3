import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import type { HostedConfigState } from './hostedConfig';

export type HostedConfigPatchBody = components['schemas']['HostedConfigPatch'];

export type UpdateHostedConfigKey = readonly ['PATCH /workflows/hostedconfig', Region, Mode, string];

/** PATCH /workflows/hostedconfig: changes the saved theme (404 while none is saved). */
export function updateHostedConfig(client: ApiClient, body: HostedConfigPatchBody, environment?: Partial<ApiEnvironment>): Promise<HostedConfigState> {
  return unwrap(client.at(environment).PATCH('/workflows/hostedconfig', { body }));
}

/** An update as an SWR mutation (`trigger(patch)`, `isMutating`). */
export function useUpdateHostedConfig(): SWRMutationResponse<HostedConfigState, ApiError, UpdateHostedConfigKey | null, HostedConfigPatchBody> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWRMutation<HostedConfigState, ApiError, UpdateHostedConfigKey | null, HostedConfigPatchBody>(
    orgId ? ['PATCH /workflows/hostedconfig', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => updateHostedConfig(client, arg, { region: r, mode: m, orgId: o }),
    { throwOnError: true },
  );
}
