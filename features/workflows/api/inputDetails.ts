import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type InputDetails = components['schemas']['InputDetails'];

export type InputDetailsKey = readonly ['/input-details/{workflowId}', Region, Mode, string, string];

/** Null (no call) without an organisation or an id; a template's id (`tpl_…`) is asked for the same way. */
export function inputDetailsKey(environment: ApiEnvironment, workflowId: string | null | undefined): InputDetailsKey | null {
  return environment.orgId && workflowId ? ['/input-details/{workflowId}', environment.region, environment.mode, environment.orgId, workflowId] : null;
}

export function fetchInputDetails(client: ApiClient, [, region, mode, orgId, workflowId]: InputDetailsKey): Promise<InputDetails> {
  return unwrap(client.at({ region, mode, orgId }).GET('/input-details/{workflowId}', { params: { path: { workflowId } } }));
}

/** The input parameters a workflow's (or template's) start node needs (GET /input-details/{workflowId}). */
export function useInputDetails(workflowId: string | null | undefined): SWRResponse<InputDetails, ApiError> {
  const client = useApiClient();
  const key = inputDetailsKey(useApiEnvironment(), workflowId);
  return useSWR<InputDetails, ApiError, InputDetailsKey | null>(key, (k: InputDetailsKey) => fetchInputDetails(client, k), { revalidateOnFocus: false });
}
