import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge, DateRangePicker, DateTime, SearchAndFilters, Table, TablePagination, Text, presetValue, type DateRangeValue, type TableColumn } from '~/design-system';
import { useAuditLogs, type AuditEvent } from '../api';
import { actionLabel, auditLogQuery } from '../model/auditQuery';
import { auditTarget } from '../model/auditTarget';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
`;

const columns: TableColumn<AuditEvent>[] = [
  { id: 'createdAt', header: 'When', width: '1.3fr', render: (row) => <DateTime value={row.createdAt} format="dd-MM-yyyy hh:mm a" /> },
  { id: 'actorEmail', header: 'Who', width: '1.6fr', isRowHeader: true, accessor: (row) => row.actorEmail ?? 'Veriflow platform' },
  { id: 'action', header: 'What', width: '1.2fr', accessor: (row) => actionLabel(row.action) },
  { id: 'target', header: 'Target', width: '1.6fr', accessor: auditTarget },
  {
    id: 'environment',
    header: 'Mode',
    width: 80,
    render: (row) => (row.environment ? <Badge size="sm" tone={row.environment === 'live' ? 'info' : 'warning'}>{row.environment}</Badge> : <Text tone="subtle">—</Text>),
  },
  { id: 'ip', header: 'From', width: 120, accessor: (row) => row.ip ?? '—' },
];

export interface AuditLogPageProps {
  /** The current time; injectable so stories are deterministic. */
  now?: () => Date;
}

/** /logs/audits: who did what, when and from where, in a date range, with search and pages of 20, 30 or 50. */
export function AuditLogPage({ now = () => new Date() }: AuditLogPageProps) {
  const [range, setRange] = useState<DateRangeValue>(() => presetValue('30d', now()));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState('20');
  const query = useMemo(() => auditLogQuery({ range, search, page, pageSize }), [range, search, page, pageSize]);
  const log = useAuditLogs(query);

  return (
    <Page>
      <SearchAndFilters
        searchLabel="Search audit log"
        placeholder="Search by e-mail or action"
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        actions={
          <DateRangePicker
            label="Date range"
            value={range}
            now={now}
            showSummary={false}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
        }
      />
      <Table
        aria-label="Audit log"
        columns={columns}
        rows={log.data?.data ?? []}
        title="audit events"
        emptyText="No audit events in this range"
        isLoading={!log.data && !log.error}
        error={log.error ? { status: log.error.status } : null}
        errorText={log.error?.status === 403 ? "You don't have permission to see the audit log" : 'Something went wrong'}
        footer={
          log.data && log.data.count > 0 ? (
            <TablePagination
              page={page}
              pageSize={pageSize}
              total={log.data.count}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : undefined
        }
      />
    </Page>
  );
}
