import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type WorkflowCreateRequest = components['schemas']['WorkflowCreateRequest'];
export type WorkflowCreateResult = components['schemas']['WorkflowCreateResult'];

export type CreateWorkflowKey = readonly ['POST /workflows', Region, Mode, string];

/** POST /workflows: publishes a new workflow; a taken name answers 422. */
export function createWorkflow(client: ApiClient, body: WorkflowCreateRequest, environment?: Partial<ApiEnvironment>): Promise<WorkflowCreateResult> {
  return unwrap(client.at(environment).POST('/workflows', { body }));
}

/** The first publish as an SWR mutation (`trigger(body)`, `isMutating`, `error`). */
export function useCreateWorkflow(): SWRMutationResponse<WorkflowCreateResult, ApiError, CreateWorkflowKey | null, WorkflowCreateRequest> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWRMutation<WorkflowCreateResult, ApiError, CreateWorkflowKey | null, WorkflowCreateRequest>(
    orgId ? ['POST /workflows', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => createWorkflow(client, arg, { region: r, mode: m, orgId: o }),
    { throwOnError: true },
  );
}
