import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { OrganizationSettings } from '~/contract';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { onErrorRetryWith, retryPolicies } from '../swr';
import { ORGANIZATION_SETTINGS_PATH } from '~/contract/consoleSessionStart';

export { ORGANIZATION_SETTINGS_PATH };
export type OrganizationSettingsKey = readonly [typeof ORGANIZATION_SETTINGS_PATH, Region, Mode, string];

export function organizationSettingsKey(environment: ApiEnvironment): OrganizationSettingsKey | null {
  return environment.orgId ? [ORGANIZATION_SETTINGS_PATH, environment.region, environment.mode, environment.orgId] : null;
}

export function fetchOrganizationSettings(client: ApiClient, [, region, mode, orgId]: OrganizationSettingsKey): Promise<OrganizationSettings> {
  return unwrap(client.at({ region, mode, orgId }).GET(ORGANIZATION_SETTINGS_PATH));
}

const options = { onErrorRetry: onErrorRetryWith(retryPolicies.none) };

/** Live-mode status, billing type, whitelist and feature flags of the active organisation. `config` adds SWR options. */
export function useOrganizationSettings(config?: SWRConfiguration<OrganizationSettings, ApiError>): SWRResponse<OrganizationSettings, ApiError> {
  const client = useApiClient();
  const key = organizationSettingsKey(useApiEnvironment());
  return useSWR<OrganizationSettings, ApiError, OrganizationSettingsKey | null>(
    key,
    (k: OrganizationSettingsKey) => fetchOrganizationSettings(client, k),
    { ...options, ...config },
  );
}
