import { CopyButton, DateTime, IconButton, StatusBadge, Table, Text, type TableColumn } from '~/design-system';
import type { ApiError } from '~/lib/api';
import type { QuickLink } from '../../api';
import { isExpired, remainingTransactions, transactionsRemainingText } from '../../model';
import { QuickLinkActivity } from '../QuickLinkActivity';
import { QuickLinkStatusSwitch } from '../QuickLinkStatusSwitch';
import { CellStack, QuickActions, TransactionsUsed } from './QuickLinksTable.styles';

export interface QuickLinksTableProps {
  links: readonly QuickLink[];
  isLoading: boolean;
  error: ApiError | undefined;
  emptyText: string;
  canUpdate: boolean;
  canDelete: boolean;
  /** Switches being saved: link id → the state asked for. */
  pending: ReadonlyMap<string, boolean>;
  now: () => Date;
  onToggle: (link: QuickLink) => void;
  onViewQr: (link: QuickLink) => void;
  onCopied: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
  footer?: React.ReactNode;
}

/**
 * The QuickLinks of this environment (document 3 section 2): name, workflow, created on,
 * transactions used of the limit, status switch, quick actions and delete; beyond the
 * specification each link's activity (opened → started → completed → outcome) and expiry.
 */
export function QuickLinksTable({ links, isLoading, error, emptyText, canUpdate, canDelete, pending, now, onToggle, onViewQr, onCopied, onDelete, footer }: QuickLinksTableProps) {
  const columns: TableColumn<QuickLink>[] = [
    { id: 'name', header: 'QUICKLINK NAME', isRowHeader: true, width: '1fr', minWidth: 130 },
    { id: 'workflowName', header: 'WORKFLOW NAME', width: '1fr', minWidth: 130 },
    { id: 'createdAt', header: 'CREATED ON', width: 112, render: (row) => <DateTime value={row.createdAt} format="dd MMM yyyy" /> },
    {
      id: 'transactions',
      header: 'TRANSACTIONS',
      width: 168,
      render: (row) => (
        <CellStack>
          <TransactionsUsed>
            {row.transactionCount}/{row.transactionLimit}
          </TransactionsUsed>
          <Text variant="small" tone="muted">
            {transactionsRemainingText(remainingTransactions(row))}
          </Text>
        </CellStack>
      ),
    },
    {
      id: 'status',
      header: 'STATUS',
      width: 76,
      render: (row) => <QuickLinkStatusSwitch link={row} canUpdate={canUpdate} pendingEnabled={pending.get(row.id)} onToggle={onToggle} />,
    },
    {
      id: 'quickActions',
      header: 'Quick Actions',
      width: 108,
      render: (row) => (
        <QuickActions>
          <IconButton icon="qrCode" label={`View QR Code: ${row.name}`} variant="ghost" size="sm" onPress={() => onViewQr(row)} />
          <CopyButton value={row.url} label={`Copy QuickLink: ${row.name}`} toastMessage={null} onCopy={() => onCopied(row)} />
        </QuickActions>
      ),
    },
    { id: 'activity', header: 'ACTIVITY', width: 228, render: (row) => <QuickLinkActivity link={row} /> },
    {
      id: 'expiresAt',
      header: 'EXPIRES ON',
      width: 108,
      render: (row) =>
        !row.expiresAt ? (
          <Text tone="muted">Never</Text>
        ) : isExpired(row.expiresAt, now()) ? (
          <CellStack>
            <StatusBadge tone="failed" label="Expired" size="sm" />
            <Text variant="small" tone="muted">
              <DateTime value={row.expiresAt} format="dd MMM yyyy" />
            </Text>
          </CellStack>
        ) : (
          <DateTime value={row.expiresAt} format="dd MMM yyyy" />
        ),
    },
  ];
  if (canDelete) {
    columns.push({
      id: 'delete',
      header: 'Delete',
      hideHeader: true,
      width: 48,
      align: 'end',
      isRowAction: true,
      render: (row) => <IconButton icon="trash" label={`Delete ${row.name}`} variant="ghost" size="sm" onPress={() => onDelete(row)} />,
    });
  }
  return (
    <Table
      aria-label="QuickLinks"
      columns={columns}
      rows={links}
      getRowId={(row) => row.id}
      title="QuickLinks"
      emptyText={emptyText}
      isLoading={isLoading}
      loadingRowCount={5}
      error={error ? { status: error.status } : null}
      footer={footer}
    />
  );
}
