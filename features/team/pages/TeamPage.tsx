import { useState } from 'react';
import { Button, ConfirmModal, Icon, Text, toast } from '~/design-system';
import { useActiveOrganization, useAuthDetailsValue, usePermissions } from '~/lib/session';
import { useMembers, useRemoveMember, useRevokeInvitation, type Member } from '../api';
import { ChangeRoleModal } from '../components/ChangeRoleModal';
import { InviteMemberModal } from '../components/InviteMemberModal';
import { MembersTable, type MemberAction } from '../components/MembersTable';
import { Page, Toolbar } from '../components/Team.styles';
import { assignableRoles } from '../model/roles';

type Pending = { kind: 'remove' | 'revoke-invitation'; member: Member } | null;

/**
 * /admin/users (document 1 sections 3 and 6): the organisation's members and pending invitations.
 * Inviting, changing roles, removing members and revoking invitations each show only with their
 * permission; the server enforces the same.
 */
export function TeamPage() {
  const permissions = usePermissions();
  const organization = useActiveOrganization();
  const isSuperAdmin = useAuthDetailsValue()?.isSuperAdmin ?? false;
  const members = useMembers();
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [isConfirming, setConfirming] = useState(false);
  const roles = assignableRoles(organization?.role, isSuperAdmin);

  const onAction = (action: MemberAction, member: Member) => {
    if (action === 'change-role') setChanging(member);
    else setPending({ kind: action, member });
  };

  const confirm = async () => {
    if (!pending) return;
    setConfirming(true);
    try {
      if (pending.kind === 'remove' && pending.member.userId) {
        await removeMember(pending.member.userId);
        toast.success(`${pending.member.name} was removed`);
      } else if (pending.kind === 'revoke-invitation' && pending.member.invitationId) {
        await revokeInvitation(pending.member.invitationId);
        toast.success(`Invitation to ${pending.member.email} revoked`);
      }
      setPending(null);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Page>
      <Toolbar>
        <Text tone="muted">Members and their roles are shared by test and live mode.</Text>
        {permissions.has('create', 'invitation') && (
          <Button onPress={() => setInviting(true)} iconStart={<Icon name="plus" size="sm" />}>
            Invite member
          </Button>
        )}
      </Toolbar>
      <MembersTable
        members={members.data?.members ?? []}
        isLoading={!members.data && !members.error}
        error={members.error}
        permissions={{
          canChangeRole: permissions.has('assign_role', 'member'),
          canRemove: permissions.has('delete', 'member'),
          canRevokeInvitation: permissions.has('delete', 'invitation'),
        }}
        onAction={onAction}
      />
      <InviteMemberModal isOpen={inviting} onClose={() => setInviting(false)} roles={roles} />
      <ChangeRoleModal member={changing} roles={roles} onClose={() => setChanging(null)} />
      <ConfirmModal
        isOpen={pending?.kind === 'remove'}
        title="Remove member?"
        message={pending ? `${pending.member.name} loses access to this organisation at once.` : undefined}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        tone="danger"
        isLoading={isConfirming}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmModal
        isOpen={pending?.kind === 'revoke-invitation'}
        title="Revoke invitation?"
        message={pending ? `The invitation link sent to ${pending.member.email} stops working.` : undefined}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        tone="danger"
        isLoading={isConfirming}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
