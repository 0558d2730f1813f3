import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type WorkflowVersion = components['schemas']['WorkflowVersion'];

export type WorkflowVersionKey = readonly ['/workflows/{workflowId}/versions/{version}', Region, Mode, string, string, number];

/** Null (no call) without an organisation, an id or a version. */
export function workflowVersionKey(environment: ApiEnvironment, workflowId: string | null | undefined, version: number | null | undefined): WorkflowVersionKey | null {
  return environment.orgId && workflowId && version ? ['/workflows/{workflowId}/versions/{version}', environment.region, environment.mode, environment.orgId, workflowId, version] : null;
}

export function fetchWorkflowVersion(client: ApiClient, [, region, mode, orgId, workflowId, version]: WorkflowVersionKey): Promise<WorkflowVersion> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows/{workflowId}/versions/{version}', { params: { path: { workflowId, version } } }));
}

const immutable = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/** One stored version with its flow (GET /workflows/{workflowId}/versions/{version}); versions never change, so it is fetched once. */
export function useWorkflowVersion(workflowId: string | null | undefined, version: number | null | undefined): SWRResponse<WorkflowVersion, ApiError> {
  const client = useApiClient();
  const key = workflowVersionKey(useApiEnvironment(), workflowId, version);
  return useSWR<WorkflowVersion, ApiError, WorkflowVersionKey | null>(key, (k: WorkflowVersionKey) => fetchWorkflowVersion(client, k), immutable);
}
