import { inTransaction } from '../db/transactions';
import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import { ROLE_LABELS } from '~/contract/reference';
import type { Database } from '../db/schema';
import type { Role } from '../auth/roles';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';
import { iso } from '../db/timestamps';

export type MemberView = components['schemas']['Member'];
export type InvitationView = components['schemas']['Invitation'];

const roleRefs = (role: Role) => [{ id: role, name: ROLE_LABELS[role] }];

function memberView(row: { user_id: string; name: string; email: string; role: Role; invitation_status: 'invited' | 'accepted'; created_at: Date }): MemberView {
  return {
    id: row.user_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    roles: roleRefs(row.role),
    invitationStatus: row.invitation_status,
    createdAt: iso(row.created_at),
  };
}

function selectMembers(db: Kysely<Database>, orgId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.user_id', 'users.name', 'users.email', 'memberships.role', 'memberships.invitation_status', 'memberships.created_at'])
    .where('memberships.organization_id', '=', orgId);
}

function selectInvitations(db: Kysely<Database>, orgId: string) {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .select(['invitations.id', 'invitations.email', 'invitations.role', 'invitations.status', 'invitations.created_at', 'users.email as invited_by_email'])
    .where('invitations.organization_id', '=', orgId);
}

function invitationView(row: { id: string; email: string; role: Role; status: 'pending' | 'accepted' | 'revoked'; created_at: Date; invited_by_email: string | null }): InvitationView {
  return { invitationId: row.id, email: row.email, role: row.role, status: row.status, invitedBy: row.invited_by_email, createdAt: iso(row.created_at) };
}

/** Members (oldest first), then pending invitations (oldest first) shown as invited rows. */
export async function listMembers(db: Kysely<Database>, orgId: string): Promise<MemberView[]> {
  const [members, invitations] = await Promise.all([
    selectMembers(db, orgId).orderBy('memberships.created_at').orderBy('memberships.user_id').execute(),
    selectInvitations(db, orgId).where('invitations.status', '=', 'pending').orderBy('invitations.created_at').orderBy('invitations.id').execute(),
  ]);
  return [
    ...members.map(memberView),
    ...invitations.map((i) => ({
      id: i.id,
      invitationId: i.id,
      name: i.email,
      email: i.email,
      role: i.role,
      roles: roleRefs(i.role),
      invitationStatus: 'invited' as const,
      createdAt: iso(i.created_at),
    })),
  ];
}

export async function findMember(db: Kysely<Database>, orgId: string, userId: string): Promise<MemberView | undefined> {
  const row = await selectMembers(db, orgId).where('memberships.user_id', '=', userId).executeTakeFirst();
  return row && memberView(row);
}

export type MemberChange = { ok: true; member?: MemberView; previousRole: Role } | { ok: false; reason: 'not_found' | 'last_owner' };

/** Another accepted owner than `userId`, locked for the transaction (so two demotions cannot race). */
async function otherOwnerExists(trx: Kysely<Database>, orgId: string, userId: string) {
  const owners = await trx
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', orgId)
    .where('role', '=', 'owner')
    .where('invitation_status', '=', 'accepted')
    .forUpdate()
    .execute();
  return owners.some((o) => o.user_id !== userId);
}

/** Changes a member's role; refuses to demote the organisation's last owner. */
export async function changeMemberRole(db: Kysely<Database>, orgId: string, userId: string, role: Role): Promise<MemberChange> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('memberships').select('role').where('organization_id', '=', orgId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.role === 'owner' && role !== 'owner' && !(await otherOwnerExists(trx, orgId, userId))) return { ok: false, reason: 'last_owner' };
    await trx.updateTable('memberships').set({ role }).where('organization_id', '=', orgId).where('user_id', '=', userId).execute();
    return { ok: true, member: await findMember(trx, orgId, userId), previousRole: current.role };
  });
}

/** Removes a member; refuses to remove the organisation's last owner. */
export async function removeMember(db: Kysely<Database>, orgId: string, userId: string): Promise<MemberChange> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('memberships').select('role').where('organization_id', '=', orgId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.role === 'owner' && !(await otherOwnerExists(trx, orgId, userId))) return { ok: false, reason: 'last_owner' };
    await trx.deleteFrom('memberships').where('organization_id', '=', orgId).where('user_id', '=', userId).execute();
    return { ok: true, previousRole: current.role };
  });
}

/** The role a member holds, or undefined. */
export async function roleOf(db: Kysely<Database>, orgId: string, userId: string): Promise<Role | undefined> {
  const row = await db.selectFrom('memberships').select('role').where('organization_id', '=', orgId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role;
}

/** Pending invitations, newest first. */
export async function listInvitations(db: Kysely<Database>, orgId: string): Promise<InvitationView[]> {
  const rows = await selectInvitations(db, orgId).where('invitations.status', '=', 'pending').orderBy('invitations.created_at', 'desc').orderBy('invitations.id').execute();
  return rows.map(invitationView);
}

export type InviteResult = { ok: true; invitation: InvitationView } | { ok: false; reason: 'already_member' | 'already_invited' };

/** Invites an e-mail address (stored lower-case) with a role. */
export async function createInvitation(db: Kysely<Database>, input: { orgId: string; email: string; role: Role; invitedBy: string | null }): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const member = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.invitation_status')
    .where('memberships.organization_id', '=', input.orgId)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
    .executeTakeFirst();
  if (member) return { ok: false, reason: member.invitation_status === 'invited' ? 'already_invited' : 'already_member' };
  const pending = await db
    .selectFrom('invitations')
    .select('id')
    .where('organization_id', '=', input.orgId)
    .where('status', '=', 'pending')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  if (pending) return { ok: false, reason: 'already_invited' };
  const id = newHexId('inv');
  try {
    await db.insertInto('invitations').values({ id, organization_id: input.orgId, email, role: input.role, invited_by: input.invitedBy }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_invited' };
    throw error;
  }
  const row = await selectInvitations(db, input.orgId).where('invitations.id', '=', id).executeTakeFirstOrThrow();
  return { ok: true, invitation: invitationView(row) };
}

/** Revokes a pending invitation; answers it, or undefined when the organisation has no such pending one. */
export async function revokeInvitation(db: Kysely<Database>, orgId: string, id: string): Promise<{ email: string; role: Role } | undefined> {
  return db
    .updateTable('invitations')
    .set({ status: 'revoked', decided_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', orgId)
    .where('status', '=', 'pending')
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/**
 * Turns the user's pending invitations (matched by e-mail) into memberships with the invited
 * role; answers the organisations joined. For the sign-in flow of the identity issue.
 */
export async function acceptInvitations(db: Kysely<Database>, user: { id: string; email: string }): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom('invitations')
      .select(['id', 'organization_id', 'role'])
      .where('status', '=', 'pending')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email.trim().toLowerCase()))
      .execute();
    for (const invitation of pending) {
      await trx
        .insertInto('memberships')
        .values({ organization_id: invitation.organization_id, user_id: user.id, role: invitation.role })
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute();
      await trx.updateTable('invitations').set({ status: 'accepted', decided_at: new Date() }).where('id', '=', invitation.id).execute();
    }
    return pending.map((p) => p.organization_id);
  });
}
