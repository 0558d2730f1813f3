import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { Workflow } from './workflow';

export interface VersionRestore {
  workflowId: string;
  version: number;
}

export type RestoreWorkflowVersionKey = readonly ['POST /workflows/{workflowId}/versions/{version}/restore', Region, Mode, string];

/** POST /workflows/{workflowId}/versions/{version}/restore: stores that version's flow as the newest version. */
export function restoreWorkflowVersion(client: ApiClient, { workflowId, version }: VersionRestore, environment?: Partial<ApiEnvironment>): Promise<Workflow> {
  return unwrap(client.at(environment).POST('/workflows/{workflowId}/versions/{version}/restore', { params: { path: { workflowId, version } } }));
}

/** A restore as an SWR mutation (`trigger({ workflowId, version })`, `isMutating`, `error`). */
export function useRestoreWorkflowVersion(): SWRMutationResponse<Workflow, ApiError, RestoreWorkflowVersionKey | null, VersionRestore> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWRMutation<Workflow, ApiError, RestoreWorkflowVersionKey | null, VersionRestore>(
    orgId ? ['POST /workflows/{workflowId}/versions/{version}/restore', region, mode, orgId] : null,
    ([, r, m, o], { arg }) => restoreWorkflowVersion(client, arg, { region: r, mode: m, orgId: o }),
    { throwOnError: true },
  );
}
