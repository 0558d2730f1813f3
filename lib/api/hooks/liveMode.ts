import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { LiveModeRequest, LiveModeRequestResult } from '~/contract';
import { GETTING_STARTED_PATH } from '~/contract/consoleSessionStart';
import { useApiClient, useApiEnvironment } from '../ApiProvider';
import { unwrap, type ApiClient, type ApiEnvironment } from '../client';
import type { Mode, Region } from '../config';
import type { ApiError } from '../errors';
import { ORGANIZATION_SETTINGS_PATH } from './organizationSettings';

/** POST /v1/auth/customers: the go-live request of the active (or given) organisation. */
export function requestLiveMode(
  client: ApiClient,
  body: LiveModeRequest,
  environment?: Partial<ApiEnvironment>,
): Promise<LiveModeRequestResult> {
  return unwrap(client.at(environment).POST('/v1/auth/customers', { body }));
}

export type LiveModeRequestKey = readonly ['/v1/auth/customers', Region, Mode, string];

/**
 * The go-live request as an SWR mutation (`trigger(body)`, `isMutating`, `error`). On success the
 * organisation's settings and checklist are refetched in every mode, so the new status shows.
 */
export function useRequestLiveMode(): SWRMutationResponse<LiveModeRequestResult, ApiError, LiveModeRequestKey | null, LiveModeRequest> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return useSWRMutation<LiveModeRequestResult, ApiError, LiveModeRequestKey | null, LiveModeRequest>(
    orgId ? ['/v1/auth/customers', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => requestLiveMode(client, arg, { region: r, mode: m, orgId: o }),
    {
      onSuccess: () =>
        void mutate(
          (key) => Array.isArray(key) && (key[0] === ORGANIZATION_SETTINGS_PATH || key[0] === GETTING_STARTED_PATH) && key[3] === orgId,
        ),
    },
  );
}
