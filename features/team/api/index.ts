export { useMembers, membersKey, type Member, type MemberList } from './members';
export { useCreateInvitation, type CreateInvitationRequest, type Invitation } from './createInvitation';
export { useUpdateMemberRole } from './updateMemberRole';
export { useRemoveMember } from './removeMember';
export { useRevokeInvitation } from './revokeInvitation';
