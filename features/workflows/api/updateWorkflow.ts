import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import type { Workflow } from './workflow';

export type WorkflowUpdateRequest = components['schemas']['WorkflowUpdateRequest'];

export interface WorkflowUpdate {
  workflowId: string;
  body: WorkflowUpdateRequest;
}

export type UpdateWorkflowKey = readonly ['PATCH /workflows/{workflowId}', Region, Mode, string];

/** PATCH /workflows/{workflowId}: saves a new version; a name taken by another workflow answers 422. */
export function updateWorkflow(client: ApiClient, { workflowId, body }: WorkflowUpdate, environment?: Partial<ApiEnvironment>): Promise<Workflow> {
  return unwrap(client.at(environment).PATCH('/workflows/{workflowId}', { params: { path: { workflowId } }, body }));
}

/** An update as an SWR mutation (`trigger({ workflowId, body })`, `isMutating`, `error`). */
export function useUpdateWorkflow(): SWRMutationResponse<Workflow, ApiError, UpdateWorkflowKey | null, WorkflowUpdate> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWRMutation<Workflow, ApiError, UpdateWorkflowKey | null, WorkflowUpdate>(
    orgId ? ['PATCH /workflows/{workflowId}', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => updateWorkflow(client, arg, { region: r, mode: m, orgId: o }),
    { throwOnError: true },
  );
}
