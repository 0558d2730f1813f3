import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import { workflowListQuery, type WorkflowListFilters, type WorkflowListQuery } from '../model/workflowList';

export type TemplateList = components['schemas']['TemplateList'];
export type TemplateSummary = components['schemas']['TemplateSummary'];

export type TemplateListKey = readonly ['/workflows/templates', Region, Mode, string, WorkflowListQuery];

/** The key of one page; null (no call) without an organisation. */
export function templateListKey(environment: ApiEnvironment, page: number, filters: WorkflowListFilters): TemplateListKey | null {
  return environment.orgId ? ['/workflows/templates', environment.region, environment.mode, environment.orgId, workflowListQuery(page, filters)] : null;
}

export function fetchTemplateList(client: ApiClient, [, region, mode, orgId, query]: TemplateListKey): Promise<TemplateList> {
  return unwrap(client.at({ region, mode, orgId }).GET('/workflows/templates', { params: { query } }));
}

/** The templates (`GET /workflows/templates`, isDemo ones never listed), 48 a page; `setSize` loads more pages. */
export function useTemplateList(filters: WorkflowListFilters): SWRInfiniteResponse<TemplateList, ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return useSWRInfinite<TemplateList, ApiError>(
    (page) => templateListKey(environment, page, filters),
    (key: TemplateListKey) => fetchTemplateList(client, key),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
}
