import { DateTime, IconButton, Table, Text, type TableColumn } from '~/design-system';
import type { ApiError } from '~/lib/api';
import type { Credential } from '../api';
import { KeyId } from './ApiKeys.styles';
import { CredentialStatusSwitch } from './CredentialStatusSwitch';

export interface ApiKeysTableProps {
  credentials: readonly Credential[];
  isLoading: boolean;
  error: ApiError | undefined;
  canToggle: boolean;
  canRevoke: boolean;
  pendingIds: ReadonlySet<string>;
  onToggle: (credential: Credential) => void;
  onRevoke: (credential: Credential) => void;
}

/** The keys of the current mode: app name, key id, status switch, created, last used and revoke. */
export function ApiKeysTable({ credentials, isLoading, error, canToggle, canRevoke, pendingIds, onToggle, onRevoke }: ApiKeysTableProps) {
  const columns: TableColumn<Credential>[] = [
    { id: 'app_name', header: 'App name', isRowHeader: true, width: '2fr' },
    { id: 'keyPrefix', header: 'Key ID', width: '1.5fr', render: (row) => <KeyId>{row.keyPrefix}…</KeyId> },
    {
      id: 'status',
      header: 'Status',
      width: 150,
      render: (row) => <CredentialStatusSwitch credential={row} canToggle={canToggle} isPending={pendingIds.has(row.credentialId)} onToggle={onToggle} />,
    },
    { id: 'createdAt', header: 'Created', width: '1.5fr', render: (row) => <DateTime value={row.createdAt} format="dd-MM-yyyy hh:mm a" /> },
    {
      id: 'lastUsedAt',
      header: 'Last used',
      width: '1.5fr',
      render: (row) => (row.lastUsedAt ? <DateTime value={row.lastUsedAt} format="dd-MM-yyyy hh:mm a" /> : <Text tone="muted">Never</Text>),
    },
  ];
  if (canRevoke) {
    columns.push({
      id: 'revoke',
      header: 'Actions',
      hideHeader: true,
      width: 64,
      align: 'end',
      isRowAction: true,
      render: (row) => <IconButton icon="trash" label={`Revoke ${row.app_name}`} variant="ghost" onPress={() => onRevoke(row)} />,
    });
  }
  return (
    <Table
      aria-label="API keys"
      columns={columns}
      rows={credentials}
      getRowId={(row) => row.credentialId}
      title="API keys"
      isLoading={isLoading}
      error={error ? { status: error.status } : null}
    />
  );
}
