import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { CreateOrganisationRequest, CreateOrganisationResult, OrganizationList } from '~/contract';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';

import { ORGANIZATIONS_PATH } from '../paths';

export { ORGANIZATIONS_PATH };
export type OrganizationsKey = readonly [typeof ORGANIZATIONS_PATH, Region, Mode];

export function organizationsKey(environment: ApiEnvironment): OrganizationsKey {
  return [ORGANIZATIONS_PATH, environment.region, environment.mode];
}

export function fetchOrganizations(client: ApiClient, [, region, mode]: OrganizationsKey): Promise<OrganizationList> {
  return unwrap(client.at({ region, mode }).GET(ORGANIZATIONS_PATH));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.none) };

/** The signed-in user's organisations; the first one becomes active after sign-in. `config` adds SWR options. */
export function useOrganizations(config?: SWRConfiguration<OrganizationList, ApiError>): SWRResponse<OrganizationList, ApiError> {
  const client = useApiClient();
  const key = organizationsKey(useApiEnvironment());
  return useSWR<OrganizationList, ApiError, OrganizationsKey>(key, (k: OrganizationsKey) => fetchOrganizations(client, k), { ...options, ...config });
}

export function createOrganisation(
  client: ApiClient,
  body: CreateOrganisationRequest,
  environment?: Partial<ApiEnvironment>,
): Promise<CreateOrganisationResult> {
  return unwrap(client.at(environment).POST('/v1/auth/create-organisation', { body }));
}

export type CreateOrganisationKey = readonly ['/v1/auth/create-organisation', Region, Mode];

/** POST /v1/auth/create-organisation; on success the organisation lists of every mode are refetched. */
export function useCreateOrganisation(): SWRMutationResponse<CreateOrganisationResult, ApiError, CreateOrganisationKey, CreateOrganisationRequest> {
  const client = useApiClient();
  const { region, mode } = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return useSWRMutation<CreateOrganisationResult, ApiError, CreateOrganisationKey, CreateOrganisationRequest>(
    ['/v1/auth/create-organisation', region, mode],
    ([, r, m], { arg }) => createOrganisation(client, arg, { region: r, mode: m }),
    { onSuccess: () => void mutate((key) => Array.isArray(key) && key[0] === ORGANIZATIONS_PATH) },
  );
}
