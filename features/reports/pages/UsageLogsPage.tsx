import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_TABLE_PAGE_SIZE, presetValue, type DateRangeValue } from '~/design-system';
import { useShownAnswer } from '~/lib/api';
import type { StartedSession } from '~/lib/session';
import { paths } from '~/lib/routes';
import { fetchTransactions, transactionsKey, useTransactions, type TransactionList, type TransactionSummary } from '../api';
import { TransactionsTable } from '../components/TransactionsTable';
import { TransactionsToolbar } from '../components/TransactionsToolbar';
import { DEFAULT_TRANSACTION_SORT, filtersOutcomes, transactionListQuery, type TransactionOutcome, type TransactionSort } from '../model/listQuery';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
`;

/** The created-at range the list starts with: 'All' (1095 days back), so no transaction is hidden at first. */
export const DEFAULT_RANGE_PRESET = 'all';

export interface UsageLogsPageProps {
  /** The current time, injectable so stories are deterministic. */
  now?: () => Date;
}

const systemNow = () => new Date();

/** The table as the page opens: the first page of every transaction of the last 1095 days, newest first. */
function openingState(now: Date) {
  return { page: 1, pageSize: DEFAULT_TABLE_PAGE_SIZE, search: '', outcomes: [], range: presetValue(DEFAULT_RANGE_PRESET, now), sort: DEFAULT_TRANSACTION_SORT };
}

/** Asks for the list's first page as the session arrives, when the console opens on /reports (ADR 0045). */
export function preloadUsageLogsPage({ client, environment, preload }: StartedSession, now: Date = new Date()): void {
  preload(transactionsKey(environment, transactionListQuery(openingState(now))), (key) => fetchTransactions(client, key));
}

const NO_TRANSACTIONS: readonly TransactionSummary[] = [];

/**
 * The rows the pagination counts: the count, or when it stopped at 1,000 the rows up to this page
 * and one more when there is a next page (so Next stays on).
 */
function listedTotal(list: TransactionList['data'], page: number, pageSize: number): number {
  if (!list.countCapped) return list.count;
  return Math.max(list.count, (page - 1) * pageSize + list.transactions.length) + (list.nextCursor ? 1 : 0);
}

/** /reports: the transactions of the current organisation and mode, searchable, filterable and paged. */
export function UsageLogsPage({ now = systemNow }: UsageLogsPageProps) {
  const navigate = useNavigate();
  const [opening] = useState(() => openingState(now()));
  const [search, setSearch] = useState(opening.search);
  const [outcomes, setOutcomes] = useState<TransactionOutcome[]>(opening.outcomes);
  const [range, setRange] = useState<DateRangeValue>(opening.range);
  const [sort, setSort] = useState<TransactionSort>(opening.sort);
  const [page, setPage] = useState(opening.page);
  const [pageSize, setPageSize] = useState<string>(opening.pageSize);

  // The cursor of each page reached by Next (ADR 0042); a page without one is asked for by offset,
  // which the bounded count keeps within the first 1,000 rows.
  const [cursors, setCursors] = useState<Readonly<Record<number, string>>>({});
  const query = transactionListQuery({ page, pageSize, search, outcomes, range, sort }, cursors[page]);
  const response = useTransactions(query);
  // The answer is rendered as a deferred update, in slices. The toolbar and table are memoised, so
  // the synchronous pass SWR's answer makes is this component alone.
  const { data, error, isLoading = false } = useShownAnswer(response);
  const isFiltered = search.trim() !== '' || filtersOutcomes(outcomes) || range.preset !== DEFAULT_RANGE_PRESET;
  // Stable, so the memoised toolbar and table skip the renders that only bring new data.
  const firstPageSetters = useMemo(() => {
    const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
      set(value);
      setPage(1);
      setCursors({});
    };
    return { onSearch: firstPage(setSearch), onOutcomesChange: firstPage(setOutcomes), onRangeChange: firstPage(setRange), onPageSizeChange: firstPage(setPageSize), onSortChange: firstPage(setSort) };
  }, []);
  const { onSearch, onOutcomesChange, onRangeChange, onPageSizeChange, onSortChange } = firstPageSetters;
  const list = data?.data;
  const nextCursor = list?.nextCursor;
  const changePage = useCallback(
    (next: number) => {
      // While a page loads, the rows shown (and their cursor) are still the previous page's: the page
      // after it is then asked for by offset, not by a cursor that would fetch the loading page again.
      const cursor = isLoading ? undefined : nextCursor;
      if (next === page + 1 && cursor) setCursors((known) => ({ ...known, [next]: cursor }));
      setPage(next);
    },
    [isLoading, nextCursor, page],
  );
  const openTransaction = useCallback((row: TransactionSummary) => void navigate(`${paths.reports}/${encodeURIComponent(row.transactionId)}`), [navigate]);

  return (
    <Page>
      <TransactionsToolbar
        defaultSearch={search}
        onSearch={onSearch}
        outcomes={outcomes}
        onOutcomesChange={onOutcomesChange}
        range={range}
        onRangeChange={onRangeChange}
        now={now}
      />
      <TransactionsTable
        rows={list?.transactions ?? NO_TRANSACTIONS}
        total={list ? listedTotal(list, page, Number(pageSize)) : 0}
        countCapped={list?.countCapped ?? false}
        isLoading={isLoading}
        error={error}
        isFiltered={isFiltered}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onPageChange={changePage}
        onPageSizeChange={onPageSizeChange}
        onSortChange={onSortChange}
        onOpen={openTransaction}
      />
    </Page>
  );
}
