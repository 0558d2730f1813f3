/** Paging and query of the workflow and template lists (document 2 sections 2.2, 7 and 9). */
import { WORKFLOW_LIST_PAGE_SIZE, WORKFLOW_LIST_SORT } from '~/contract/consoleSessionStart';

/** The next page is asked for when the user is within this many px of the bottom. */
export const WORKFLOW_LIST_PREFETCH_PX = 100;

export interface CreatedRange {
  start: Date;
  end: Date;
}

export interface WorkflowListFilters {
  search: string;
  created: CreatedRange | null;
}

/** The lists as they open: no search, no created range. */
export const NO_WORKFLOW_LIST_FILTERS: WorkflowListFilters = { search: '', created: null };

export interface WorkflowListQuery {
  limit: number;
  offset: number;
  sortBy: string;
  searchTerm?: string;
  filter?: string;
}

/** A next page exists while fewer than ceil(count / 48) pages are loaded. */
export function hasNextPage(loadedPages: number, count: number | undefined, pageSize = WORKFLOW_LIST_PAGE_SIZE): boolean {
  if (count === undefined) return false;
  return loadedPages < Math.ceil(count / pageSize);
}

/** Whether a search or a filter narrows the list (the empty state then reads 'No Result Found!'). */
export function isFiltered({ search, created }: WorkflowListFilters): boolean {
  return search.trim() !== '' || created !== null;
}

/** The query of one page: 48 rows at offset 48 × page, newest edit first, with the search and the created range. */
export function workflowListQuery(page: number, { search, created }: WorkflowListFilters, pageSize = WORKFLOW_LIST_PAGE_SIZE): WorkflowListQuery {
  const term = search.trim();
  return {
    limit: pageSize,
    offset: page * pageSize,
    sortBy: WORKFLOW_LIST_SORT,
    ...(term ? { searchTerm: term } : {}),
    ...(created ? { filter: JSON.stringify({ createdAt: { gte: created.start.toISOString(), lte: created.end.toISOString() } }) } : {}),
  };
}
