import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type Workflow = components['schemas']['Workflow'];

export type WorkflowKey = readonly ['/workflows/{workflowId}', Region, Mode, string, string];

/** Null (no call) without an organisation or without an id. */
export function workflowKey(environment: ApiEnvironment, workflowId: string | null | undefined): WorkflowKey | null {
  return environment.orgId && workflowId ? ['/workflows/{workflowId}', environment.region, environment.mode, environment.orgId, workflowId] : null;
}

export function fetchWorkflow(client: ApiClient, [, region, mode, orgId, workflowId]: WorkflowKey): Promise<Workflow> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows/{workflowId}', { params: { path: { workflowId } } }));
}

const options = { revalidateOnFocus: false };

/** A workflow with its current flow (GET /workflows/{workflowId}), for the edit route. */
export function useWorkflow(workflowId: string | null | undefined): SWRResponse<Workflow, ApiError> {
  const client = useApiClient();
  const key = workflowKey(useApiEnvironment(), workflowId);
  return useSWR<Workflow, ApiError, WorkflowKey | null>(key, (k: WorkflowKey) => fetchWorkflow(client, k), options);
}
