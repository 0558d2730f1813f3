import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type InputAttribute = components['schemas']['InputAttribute'];

export type InputAttributesKey = readonly ['/input', Region, Mode, string];

export function inputAttributesKey(environment: ApiEnvironment): InputAttributesKey | null {
  return environment.orgId ? ['/input', environment.region, environment.mode, environment.orgId] : null;
}

export async function fetchInputAttributes(client: ApiClient, [, region, mode, orgId]: InputAttributesKey): Promise<InputAttribute[]> {
  const { inputParameters } = await unwrap(client.at({ region, mode, orgId }).GET('/input', {}));
  return inputParameters;
}

/** The start step's input attributes (GET /input): its outputs, and the values an await can wait for. */
export function useInputAttributes(): SWRResponse<InputAttribute[], ApiError> {
  const client = useApiClient();
  const key = inputAttributesKey(useApiEnvironment());
  return useSWR<InputAttribute[], ApiError, InputAttributesKey | null>(key, (k: InputAttributesKey) => fetchInputAttributes(client, k));
}
