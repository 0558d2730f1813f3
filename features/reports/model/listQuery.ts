import type { components, operations } from '~/contract';

export type TransactionOutcome = components['schemas']['TransactionOutcome'];
export type ListTransactionsQuery = NonNullable<operations['listTransactions']['parameters']['query']>;

/** Every outcome a transaction can have, in the order the outcome filter offers them. */
export const TRANSACTION_OUTCOMES: readonly TransactionOutcome[] = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'AWAITING', 'PROCESSING', 'ERROR'];

/** The fields `GET /transactions` sorts by (its `sortBy` description). */
export const TRANSACTION_SORT_FIELDS = ['createdAt', 'updatedAt', 'outcome', 'workflowName'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

export interface TransactionSort {
  field: TransactionSortField;
  order: 'asc' | 'desc';
}

export const DEFAULT_TRANSACTION_SORT: TransactionSort = { field: 'createdAt', order: 'desc' };

const MINUTE_MS = 60_000;

/** The fields a search looks in: the transaction's id, its workflow's id and its workflow's name. */
export const TRANSACTION_SEARCH_FIELDS = ['transactionId', 'workflowId', 'workflowName'] as const;

/** A created-at range: a preset ends at "now" when the list is fetched; a custom range at its end. */
export interface CreatedRange {
  start: Date;
  end: Date;
  preset: string;
}

/** What the usage-logs table shows: page, size, search text, chosen outcomes, created range, sort. */
export interface TransactionTableState {
  /** From 1. */
  page: number;
  /** '20', '30' or '50'. */
  pageSize: string;
  search: string;
  /** The outcomes chosen; none or all of them means no outcome filter. */
  outcomes: readonly TransactionOutcome[];
  range: CreatedRange | null;
  sort: TransactionSort;
}

export function isTransactionSortField(value: string): value is TransactionSortField {
  return (TRANSACTION_SORT_FIELDS as readonly string[]).includes(value);
}

/** True when the chosen outcomes narrow the list (some, but not all, are chosen). */
export function filtersOutcomes(outcomes: readonly TransactionOutcome[]): boolean {
  const chosen = new Set(outcomes);
  return chosen.size > 0 && TRANSACTION_OUTCOMES.some((outcome) => !chosen.has(outcome));
}

/**
 * The query of `GET /transactions` for a table state: limit, and the page's cursor when the list
 * has given one (the keyset: as fast on page 5,000 as on page 2), else the offset of the page, `sortBy` as
 * a JSON pair, `searchTerm` as JSON of the value and the fields it looks in, and `filter` as JSON
 * of the outcome list and the createdAt range. Outcomes are listed in a fixed order and the search
 * is trimmed, so equal states give equal queries (and SWR keys). A preset range starts on its
 * minute, so the same preset chosen twice within a minute is the same query: the page's first
 * render takes the answer its preloader asked for (ADR 0045).
 */
export function transactionListQuery(state: TransactionTableState, cursor?: string): ListTransactionsQuery {
  const limit = Number(state.pageSize);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid page size: ${state.pageSize}`);
  const query: ListTransactionsQuery = {
    limit,
    ...(cursor ? { cursor } : { offset: (Math.max(1, Math.floor(state.page)) - 1) * limit }),
    sortBy: JSON.stringify([state.sort.field, state.sort.order]),
  };
  const search = state.search.trim();
  if (search) query.searchTerm = JSON.stringify({ value: search, fields: TRANSACTION_SEARCH_FIELDS });

  const filter: { outcome?: TransactionOutcome[]; createdAt?: { gte: string; lte: string } } = {};
  if (filtersOutcomes(state.outcomes)) filter.outcome = TRANSACTION_OUTCOMES.filter((outcome) => state.outcomes.includes(outcome));
  if (state.range) {
    const isCustom = state.range.preset === 'custom';
    const start = isCustom ? state.range.start : new Date(Math.floor(state.range.start.getTime() / MINUTE_MS) * MINUTE_MS);
    filter.createdAt = { gte: start.toISOString(), lte: isCustom ? state.range.end.toISOString() : 'now' };
  }
  if (filter.outcome || filter.createdAt) query.filter = JSON.stringify(filter);
  return query;
}
