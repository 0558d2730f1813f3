import { Badge, IconButton, Menu, Table, Text, type MenuItemData, type TableColumn } from '~/design-system';
import type { ApiError } from '~/lib/api';
import type { Member } from '../api';
import { ROLE_LABELS } from '../model/roles';

export type MemberAction = 'change-role' | 'remove' | 'revoke-invitation';

export interface MemberPermissions {
  canChangeRole: boolean;
  canRemove: boolean;
  canRevokeInvitation: boolean;
}

export interface MembersTableProps {
  members: readonly Member[];
  isLoading: boolean;
  error: ApiError | undefined;
  permissions: MemberPermissions;
  onAction: (action: MemberAction, member: Member) => void;
}

/** The actions a row offers; owners offer none (document 1 sections 2.8 and 6). */
export function memberActions(member: Member, permissions: MemberPermissions): MenuItemData[] {
  if (member.role === 'owner') return [];
  if (member.invitationStatus === 'invited') {
    return permissions.canRevokeInvitation ? [{ id: 'revoke-invitation', label: 'Revoke invitation', icon: 'close', tone: 'danger' }] : [];
  }
  const items: MenuItemData[] = [];
  if (permissions.canChangeRole) items.push({ id: 'change-role', label: 'Change role', icon: 'users' });
  if (permissions.canRemove) items.push({ id: 'remove', label: 'Remove member', icon: 'trash', tone: 'danger' });
  return items;
}

/** Members and pending invitations: name, e-mail, role, invitation status (not for owners) and row actions. */
export function MembersTable({ members, isLoading, error, permissions, onAction }: MembersTableProps) {
  const columns: TableColumn<Member>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, width: '1.5fr' },
    { id: 'email', header: 'E-mail', width: '2fr' },
    { id: 'role', header: 'Roles', width: '1fr', render: (row) => row.roles.map((r) => r.name).join(', ') || ROLE_LABELS[row.role] },
    {
      id: 'invitationStatus',
      header: 'Invitation status',
      width: '1fr',
      render: (row) =>
        row.role === 'owner' ? (
          <Text tone="subtle" aria-label="Not shown for owners">
            —
          </Text>
        ) : (
          <Badge tone={row.invitationStatus === 'accepted' ? 'success' : 'warning'} size="sm">
            {row.invitationStatus === 'accepted' ? 'Accepted' : 'Invited'}
          </Badge>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 64,
      align: 'end',
      isRowAction: true,
      render: (row) => {
        const items = memberActions(row, permissions);
        if (items.length === 0) return null;
        return (
          <Menu
            label={`Actions for ${row.name}`}
            trigger={<IconButton icon="moreVertical" label={`Actions for ${row.name}`} />}
            items={items}
            onAction={(id) => onAction(id as MemberAction, row)}
          />
        );
      },
    },
  ];
  return (
    <Table
      aria-label="Members"
      columns={columns}
      rows={members}
      title="members"
      isLoading={isLoading}
      error={error ? { status: error.status } : null}
    />
  );
}
