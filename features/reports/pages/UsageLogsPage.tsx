import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_TABLE_PAGE_SIZE, presetValue, type DateRangeValue } from '~/design-system';
import { paths } from '~/lib/routes';
import { useTransactions, type TransactionList } from '../api';
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
  const [search, setSearch] = useState('');
  const [outcomes, setOutcomes] = useState<TransactionOutcome[]>([]);
  const [range, setRange] = useState<DateRangeValue>(() => presetValue(DEFAULT_RANGE_PRESET, now()));
  const [sort, setSort] = useState<TransactionSort>(DEFAULT_TRANSACTION_SORT);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<string>(DEFAULT_TABLE_PAGE_SIZE);

  // The cursor of each page reached by Next (ADR 0042); a page without one is asked for by offset,
  // which the bounded count keeps within the first 1,000 rows.
  const [cursors, setCursors] = useState<Readonly<Record<number, string>>>({});
  const query = transactionListQuery({ page, pageSize, search, outcomes, range, sort }, cursors[page]);
  const { data, error, isLoading } = useTransactions(query);
  const isFiltered = search.trim() !== '' || filtersOutcomes(outcomes) || range.preset !== DEFAULT_RANGE_PRESET;
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
    setCursors({});
  };
  const list = data?.data;
  const changePage = (next: number) => {
    // While a page loads, the rows shown (and their cursor) are still the previous page's: the page
    // after it is then asked for by offset, not by a cursor that would fetch the loading page again.
    const nextCursor = isLoading ? undefined : list?.nextCursor;
    if (next === page + 1 && nextCursor) setCursors((known) => ({ ...known, [next]: nextCursor }));
    setPage(next);
  };

  return (
    <Page>
      <TransactionsToolbar
        defaultSearch={search}
        onSearch={firstPage(setSearch)}
        outcomes={outcomes}
        onOutcomesChange={firstPage(setOutcomes)}
        range={range}
        onRangeChange={firstPage(setRange)}
        now={now}
      />
      <TransactionsTable
        rows={list?.transactions ?? []}
        total={list ? listedTotal(list, page, Number(pageSize)) : 0}
        countCapped={list?.countCapped ?? false}
        isLoading={isLoading}
        error={error}
        isFiltered={isFiltered}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onPageChange={changePage}
        onPageSizeChange={firstPage(setPageSize)}
        onSortChange={firstPage(setSort)}
        onOpen={(row) => void navigate(`${paths.reports}/${encodeURIComponent(row.transactionId)}`)}
      />
    </Page>
  );
}
