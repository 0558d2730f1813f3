import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_TABLE_PAGE_SIZE, presetValue, type DateRangeValue } from '~/design-system';
import { paths } from '~/lib/routes';
import { useTransactions } from '../api';
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

/** /reports: the transactions of the current organisation and mode, searchable, filterable and paged. */
export function UsageLogsPage({ now = systemNow }: UsageLogsPageProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [outcomes, setOutcomes] = useState<TransactionOutcome[]>([]);
  const [range, setRange] = useState<DateRangeValue>(() => presetValue(DEFAULT_RANGE_PRESET, now()));
  const [sort, setSort] = useState<TransactionSort>(DEFAULT_TRANSACTION_SORT);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<string>(DEFAULT_TABLE_PAGE_SIZE);

  const query = transactionListQuery({ page, pageSize, search, outcomes, range, sort });
  const { data, error, isLoading } = useTransactions(query);
  const isFiltered = search.trim() !== '' || filtersOutcomes(outcomes) || range.preset !== DEFAULT_RANGE_PRESET;
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
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
        rows={data?.data.transactions ?? []}
        total={data?.data.count ?? 0}
        isLoading={isLoading}
        error={error}
        isFiltered={isFiltered}
        page={page}
        pageSize={pageSize}
        sort={sort}
        onPageChange={setPage}
        onPageSizeChange={firstPage(setPageSize)}
        onSortChange={firstPage(setSort)}
        onOpen={(row) => void navigate(`${paths.reports}/${encodeURIComponent(row.transactionId)}`)}
      />
    </Page>
  );
}
