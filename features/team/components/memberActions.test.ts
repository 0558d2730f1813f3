import { describe, expect, it } from 'vitest';
import { acmeInvitations, acmeMembers } from '~/fixtures';
import type { Member } from '../api';
import { memberActions } from './MembersTable';

const all = { canChangeRole: true, canRemove: true, canRevokeInvitation: true };
const none = { canChangeRole: false, canRemove: false, canRevokeInvitation: false };
const byRole = (role: string) => acmeMembers.find((m) => m.role === role) as Member;
const invited: Member = { ...byRole('sales'), id: acmeInvitations[0]?.invitationId ?? 'inv', invitationStatus: 'invited', userId: undefined };

describe('memberActions', () => {
  it('gives owners no row actions', () => {
    expect(memberActions(byRole('owner'), all)).toEqual([]);
  });

  it('offers change role and remove for members, each with its permission', () => {
    expect(memberActions(byRole('admin'), all).map((i) => i.id)).toEqual(['change-role', 'remove']);
    expect(memberActions(byRole('admin'), { ...none, canRemove: true }).map((i) => i.id)).toEqual(['remove']);
    expect(memberActions(byRole('admin'), none)).toEqual([]);
  });

  it('offers only revoking for a pending invitation', () => {
    expect(memberActions(invited, all).map((i) => i.id)).toEqual(['revoke-invitation']);
    expect(memberActions(invited, { ...all, canRevokeInvitation: false })).toEqual([]);
  });
});
