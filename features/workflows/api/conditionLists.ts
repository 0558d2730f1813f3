import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import { usePermissions } from '~/lib/session';

export type Blocklist = components['schemas']['Blocklist'];

/** A block or allow list as the list operator offers it (document 2, section 3.5). */
export interface ConditionListOption {
  id: string;
  label: string;
  type: 'blocklist' | 'allowlist';
}

/** The most lists one page holds (the contract's limit); the list operator offers these, by name. */
export const CONDITION_LISTS_LIMIT = 100;

export type ConditionListsKey = readonly ['/blocklists', Region, Mode, string];

export function conditionListsKey(environment: ApiEnvironment): ConditionListsKey | null {
  return environment.orgId ? ['/blocklists', environment.region, environment.mode, environment.orgId] : null;
}

export async function fetchConditionLists(client: ApiClient, [, region, mode, orgId]: ConditionListsKey): Promise<ConditionListOption[]> {
  const { blocklists } = await unwrap(
    client.at({ region, mode, orgId }).GET('/blocklists', { params: { query: { limit: CONDITION_LISTS_LIMIT, sortBy: JSON.stringify(['name', 'asc']) } } }),
  );
  return blocklists.map((list) => ({ id: list.blocklistId, label: list.name, type: list.type }));
}

/**
 * The organisation's block and allow lists for the list operator (GET /blocklists, listBlocklists).
 * Asked only of a user who may read them (read on evaluation, as the server checks): a sales user's
 * read-only editor requests nothing it would be refused (issue 15), and has no data.
 */
export function useConditionLists(): SWRResponse<ConditionListOption[], ApiError> {
  const client = useApiClient();
  const mayRead = usePermissions().has('read', 'evaluation');
  const environmentKey = conditionListsKey(useApiEnvironment());
  const key = mayRead ? environmentKey : null;
  return useSWR<ConditionListOption[], ApiError, ConditionListsKey | null>(key, (k: ConditionListsKey) => fetchConditionLists(client, k));
}
