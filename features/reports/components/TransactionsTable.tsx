import { memo } from 'react';
import { DateTime, TablePagination, VirtualizedTable, type TableColumn, type TableSort } from '~/design-system';
import type { ApiError } from '~/lib/api';
import type { TransactionSummary } from '../api';
import { formatCredits, formatDuration } from '../model/format';
import { isTransactionSortField, type TransactionSort } from '../model/listQuery';
import { TransactionIdCell } from './TransactionIdCell';
import { TransactionOutcomeBadge } from './TransactionOutcomeBadge';

const columns: readonly TableColumn<TransactionSummary>[] = [
  { id: 'transactionId', header: 'Transaction ID', isRowHeader: true, width: '2fr', minWidth: 220, render: (row) => <TransactionIdCell transactionId={row.transactionId} /> },
  { id: 'workflowName', header: 'Workflow', sortable: true, width: '2fr', minWidth: 180 },
  { id: 'outcome', header: 'Outcome', sortable: true, width: '1fr', minWidth: 150, render: (row) => <TransactionOutcomeBadge transactionId={row.transactionId} outcome={row.outcome} /> },
  { id: 'creditsCharged', header: 'Credits', align: 'end', width: '1fr', minWidth: 80, accessor: (row) => formatCredits(row.creditsCharged) },
  { id: 'createdAt', header: 'Created', sortable: true, width: '2fr', minWidth: 190, render: (row) => <DateTime value={row.createdAt} format="dd-MM-yyyy HH:mm:ss" /> },
  { id: 'durationMs', header: 'Duration', align: 'end', width: '1fr', minWidth: 90, accessor: (row) => formatDuration(row.durationMs) },
];

/** The rows shown when the count stopped at 1,000: '21–40 of 1,000+' (or 'of more than 1,040' further on). */
function cappedRangeLabel(from: number, to: number): string {
  return to < 1000 ? `${from}–${to} of 1,000+` : `${from.toLocaleString('en')}–${to.toLocaleString('en')} of more than ${to.toLocaleString('en')}`;
}

export interface TransactionsTableProps {
  rows: readonly TransactionSummary[];
  total: number;
  /** The server's count stopped at 1,000: the range says '1,000+' rather than a total. */
  countCapped?: boolean;
  isLoading: boolean;
  error: ApiError | undefined;
  /** The table shows a filter's result: an empty page then says 'No data found'. */
  isFiltered: boolean;
  page: number;
  pageSize: string;
  sort: TransactionSort;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: string) => void;
  onSortChange: (sort: TransactionSort) => void;
  onOpen: (row: TransactionSummary) => void;
}

/** The usage-logs table: one row per transaction, paged by the server; a row opens its detail. */
export const TransactionsTable = memo(function TransactionsTable({ rows, total, countCapped = false, isLoading, error, isFiltered, page, pageSize, sort, onPageChange, onPageSizeChange, onSortChange, onOpen }: TransactionsTableProps) {
  const changeSort = (next: TableSort) => {
    if ('field' in next && isTransactionSortField(next.field)) onSortChange({ field: next.field, order: next.order });
  };
  return (
    <VirtualizedTable
      aria-label="Transactions"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.transactionId}
      title="transactions"
      emptyText={isFiltered ? 'No data found' : undefined}
      error={error ? { status: error.status } : null}
      isLoading={isLoading}
      loadingLabel="Loading transactions"
      sort={sort}
      onSortChange={changeSort}
      onRowAction={onOpen}
      // The grid of plain rows, as tall as the page: shown in slices as the page renders, where the
      // native table's React Aria rows took one synchronous render of the whole page (ADR 0047);
      // without the native table's code.
      height="auto"
      footer={
        total > 0 && !error ? (
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
            label="Transactions pages"
            rangeLabel={countCapped ? cappedRangeLabel : undefined}
          />
        ) : undefined
      }
    />
  );
});
