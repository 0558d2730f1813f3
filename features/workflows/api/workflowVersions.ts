import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type WorkflowVersionSummary = components['schemas']['WorkflowVersionSummary'];
export type WorkflowVersionList = components['schemas']['WorkflowVersionList']['data'];

/** The History drawer lists this many versions, newest first (the contract's largest page). */
export const VERSION_PAGE_SIZE = 100;

export type WorkflowVersionsKey = readonly ['/workflows/{workflowId}/versions', Region, Mode, string, string];

/** Null (no call) without an organisation or without an id. */
export function workflowVersionsKey(environment: ApiEnvironment, workflowId: string | null | undefined): WorkflowVersionsKey | null {
  return environment.orgId && workflowId ? ['/workflows/{workflowId}/versions', environment.region, environment.mode, environment.orgId, workflowId] : null;
}

export async function fetchWorkflowVersions(client: ApiClient, [, region, mode, orgId, workflowId]: WorkflowVersionsKey): Promise<WorkflowVersionList> {
  const answer = await unwrap(
    client.at({ region, mode, orgId }).GET('/workflows/{workflowId}/versions', { params: { path: { workflowId }, query: { limit: VERSION_PAGE_SIZE, offset: 0 } } }),
  );
  return answer.data;
}

/** A workflow's stored versions, newest first (GET /workflows/{workflowId}/versions); null id: no call. */
export function useWorkflowVersions(workflowId: string | null | undefined): SWRResponse<WorkflowVersionList, ApiError> {
  const client = useApiClient();
  const key = workflowVersionsKey(useApiEnvironment(), workflowId);
  return useSWR<WorkflowVersionList, ApiError, WorkflowVersionsKey | null>(key, (k: WorkflowVersionsKey) => fetchWorkflowVersions(client, k), { revalidateOnFocus: false });
}
