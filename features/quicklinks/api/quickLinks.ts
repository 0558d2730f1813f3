import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type QuickLink = components['schemas']['QuickLink'];
export type QuickLinkList = components['schemas']['QuickLinkList'];

export const QUICKLINKS_PATH = '/workflows/quicklink';
/** QuickLinks page size (document 3 section 9). */
export const QUICKLINKS_PAGE_SIZE = 10;

export interface QuickLinksQuery {
  search: string;
  /** From 1. */
  page: number;
}

export type QuickLinksKey = readonly [typeof QUICKLINKS_PATH, Region, Mode, string, string, number, number];

/** QuickLinks are kept per environment: the key names the mode, the search and the page. */
export function quickLinksKey(environment: ApiEnvironment, { search, page }: QuickLinksQuery): QuickLinksKey | null {
  if (!environment.orgId) return null;
  return [QUICKLINKS_PATH, environment.region, environment.mode, environment.orgId, search.trim(), QUICKLINKS_PAGE_SIZE, (page - 1) * QUICKLINKS_PAGE_SIZE];
}

/** Whether an SWR key is one of the QuickLinks lists (any search, page or mode): what a change revalidates. */
export const isQuickLinksKey = (key: unknown): boolean => Array.isArray(key) && key[0] === QUICKLINKS_PATH;

export function fetchQuickLinks(client: ApiClient, [, region, mode, orgId, search, limit, offset]: QuickLinksKey): Promise<QuickLinkList> {
  return unwrap(client.at({ region, mode, orgId }).GET(QUICKLINKS_PATH, { params: { query: { limit, offset, ...(search ? { search } : {}) } } }));
}

/** GET /workflows/quicklink: one page (10) of this environment's QuickLinks, newest first. */
export function useQuickLinks(query: QuickLinksQuery): SWRResponse<QuickLinkList, ApiError> {
  const client = useApiClient();
  const key = quickLinksKey(useApiEnvironment(), query);
  return useSWR<QuickLinkList, ApiError, QuickLinksKey | null>(key, (k: QuickLinksKey) => fetchQuickLinks(client, k), { keepPreviousData: true });
}
