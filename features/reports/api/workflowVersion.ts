import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type WorkflowVersion = components['schemas']['WorkflowVersion'];

export type WorkflowVersionKey = readonly ['/workflows/{workflowId}/versions/{version}', Region, Mode, string, string, number];

export function workflowVersionKey(environment: ApiEnvironment, workflowId: string | null | undefined, version: number | null | undefined): WorkflowVersionKey | null {
  return environment.orgId && workflowId && version ? ['/workflows/{workflowId}/versions/{version}', environment.region, environment.mode, environment.orgId, workflowId, version] : null;
}

export function fetchWorkflowVersion(client: ApiClient, [, region, mode, orgId, workflowId, version]: WorkflowVersionKey): Promise<WorkflowVersion> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows/{workflowId}/versions/{version}', { params: { path: { workflowId, version } } }));
}

/** The version of a workflow a transaction ran, with its flow (`GET /workflows/{workflowId}/versions/{version}`). */
export function useWorkflowVersion(workflowId: string | null | undefined, version: number | null | undefined): SWRResponse<WorkflowVersion, ApiError> {
  const client = useApiClient();
  const key = workflowVersionKey(useApiEnvironment(), workflowId, version);
  return useSWR<WorkflowVersion, ApiError, WorkflowVersionKey | null>(key, (k: WorkflowVersionKey) => fetchWorkflowVersion(client, k));
}
