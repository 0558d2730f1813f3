import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import type { OrgContext } from '../../http/context';
import { route } from '../../http/route';
import { invitationSenderOf } from '../../identity/invitationMail';
import { changeMemberRole, createInvitation, listInvitations, listMembers, removeMember, revokeInvitation, roleOf } from '../../store/members';
import { inTransaction } from '../../db/transactions';

const noSuchMember = (userId: string) => notFound('No such member', `User ${userId} is not a member of this organisation.`);
const lastOwner = (what: string) =>
  unprocessable(`The last owner cannot be ${what}`, 'An organisation needs at least one owner: make another member an owner first.');

/** Only an owner may give the owner role or touch an owner. */
function requireOwnerFor(ctx: OrgContext, message: string) {
  if (ctx.role !== 'owner') throw forbidden(message, `Your role (${ctx.role}) cannot manage owners; ask an owner.`);
}

/** Members, their roles, and invitations (shared by both environments). */
export const memberRoutes = [
  route({
    operationId: 'listMembers',
    access: 'read:member',
    async handler({ ctx }) {
      return { status: 200, body: { members: await listMembers(ctx.db, ctx.orgId) } };
    },
  }),

  route({
    operationId: 'updateMemberRole',
    access: 'assign_role:member',
    async handler({ params, body, ctx }) {
      const current = await roleOf(ctx.db, ctx.orgId, params.userId);
      if (!current) throw noSuchMember(params.userId);
      if (current === 'owner') requireOwnerFor(ctx, "Only an owner can change an owner's role");
      if (body.role === 'owner') requireOwnerFor(ctx, 'Only an owner can make someone an owner');
      const result = await changeMemberRole(ctx.db, ctx.orgId, params.userId, body.role);
      if (!result.ok) throw result.reason === 'not_found' ? noSuchMember(params.userId) : lastOwner('demoted');
      if (!result.member) throw noSuchMember(params.userId);
      await ctx.audit('member.role_changed', { type: 'member', id: params.userId }, { email: result.member.email, from: result.previousRole, to: body.role });
      return { status: 200, body: result.member };
    },
  }),

  route({
    operationId: 'removeMember',
    access: 'delete:member',
    async handler({ params, ctx }) {
      const current = await roleOf(ctx.db, ctx.orgId, params.userId);
      if (!current) throw noSuchMember(params.userId);
      if (current === 'owner') requireOwnerFor(ctx, 'Only an owner can remove an owner');
      const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', params.userId).executeTakeFirst())?.email ?? null;
      const result = await removeMember(ctx.db, ctx.orgId, params.userId);
      if (!result.ok) throw result.reason === 'not_found' ? noSuchMember(params.userId) : lastOwner('removed');
      await ctx.audit('member.removed', { type: 'member', id: params.userId }, { email, role: result.previousRole });
      return { status: 204, body: undefined };
    },
  }),

  route({
    operationId: 'listInvitations',
    access: 'read:invitation',
    async handler({ ctx }) {
      return { status: 200, body: { invitations: await listInvitations(ctx.db, ctx.orgId) } };
    },
  }),

  route({
    operationId: 'createInvitation',
    access: 'create:invitation',
    async handler({ body, ctx }) {
      if (body.role === 'owner') requireOwnerFor(ctx, 'Only an owner can invite an owner');
      const invitation = await inTransaction(ctx.db, async (trx) => {
        const result = await createInvitation(trx, { orgId: ctx.orgId, email: body.email, role: body.role, invitedBy: ctx.user.id });
        if (!result.ok) {
          if (result.reason === 'already_invited') throw conflict('Already invited', `${body.email} has a pending invitation to this organisation.`);
          throw unprocessable('Already a member', `${body.email} is already a member of this organisation.`);
        }
        await ctx.audit('invitation.created', { type: 'invitation', id: result.invitation.invitationId }, { email: result.invitation.email, role: result.invitation.role }, trx);
        return result.invitation;
      });
      const organization = await ctx.db.selectFrom('organizations').select('display_name').where('id', '=', ctx.orgId).executeTakeFirstOrThrow();
      await invitationSenderOf(ctx.request.server)?.({ id: invitation.invitationId, organizationId: ctx.orgId, organizationName: organization.display_name, email: invitation.email, role: invitation.role });
      return { status: 201, body: invitation };
    },
  }),

  route({
    operationId: 'revokeInvitation',
    access: 'delete:invitation',
    async handler({ params, ctx }) {
      const revoked = await revokeInvitation(ctx.db, ctx.orgId, params.invitationId);
      if (!revoked) throw notFound('No such invitation', `This organisation has no pending invitation ${params.invitationId}.`);
      await ctx.audit('invitation.revoked', { type: 'invitation', id: params.invitationId }, { email: revoked.email, role: revoked.role });
      return { status: 204, body: undefined };
    },
  }),
];
