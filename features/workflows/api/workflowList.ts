import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import { workflowListQuery, type WorkflowListFilters, type WorkflowListQuery } from '../model/workflowList';

export type WorkflowList = components['schemas']['WorkflowList'];
export type WorkflowSummary = components['schemas']['WorkflowSummary'];

export type WorkflowListKey = readonly ['/workflows', Region, Mode, string, WorkflowListQuery];

/** The key of one page; null (no call) without an organisation. */
export function workflowListKey(environment: ApiEnvironment, page: number, filters: WorkflowListFilters): WorkflowListKey | null {
  return environment.orgId ? ['/workflows', environment.region, environment.mode, environment.orgId, workflowListQuery(page, filters)] : null;
}

export function fetchWorkflowList(client: ApiClient, [, region, mode, orgId, query]: WorkflowListKey): Promise<WorkflowList> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows', { params: { query } }));
}

/** The organisation's workflows (`GET /workflows`), 48 a page, newest edit first; `setSize` loads more pages. */
export function useWorkflowList(filters: WorkflowListFilters): SWRInfiniteResponse<WorkflowList, ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return useSWRInfinite<WorkflowList, ApiError>(
    (page) => workflowListKey(environment, page, filters),
    (key: WorkflowListKey) => fetchWorkflowList(client, key),
    { revalidateOnFocus: false, revalidateFirstPage: false, keepPreviousData: true },
  );
}
