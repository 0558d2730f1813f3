import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';

export interface PendingInvitation {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: Database['memberships']['role'];
}

/** A pending invitation of the organisation, with the organisation's name; undefined when there is none. */
export async function findPendingInvitation(db: Kysely<Database>, invitationId: string, organizationId: string): Promise<PendingInvitation | undefined> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .select(['invitations.id', 'invitations.organization_id', 'organizations.display_name', 'invitations.email', 'invitations.role'])
    .where('invitations.id', '=', invitationId)
    .where('invitations.organization_id', '=', organizationId)
    .where('invitations.status', '=', 'pending')
    .executeTakeFirst();
  return row && { id: row.id, organizationId: row.organization_id, organizationName: row.display_name, email: row.email, role: row.role as PendingInvitation['role'] };
}

export type Acceptance = { ok: true; organizationId: string } | { ok: false; reason: 'not_found' | 'other_email' | 'unverified' };

/**
 * Accepts the invitation for the signed-in user: their verified e-mail must be the invited one.
 * The membership gets the invited role (an existing membership keeps its role), the invitation is
 * marked accepted and the organisation's audit log records it.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  input: { invitationId: string; organizationId: string; user: { id: string; email: string; emailVerified: boolean }; ip: string },
): Promise<Acceptance> {
  return db.transaction().execute(async (trx) => {
    const invitation = await findPendingInvitation(trx, input.invitationId, input.organizationId);
    if (!invitation) return { ok: false, reason: 'not_found' };
    if (invitation.email.trim().toLowerCase() !== input.user.email.trim().toLowerCase()) return { ok: false, reason: 'other_email' };
    if (!input.user.emailVerified) return { ok: false, reason: 'unverified' };
    await trx
      .insertInto('memberships')
      .values({ organization_id: invitation.organizationId, user_id: input.user.id, role: invitation.role, invitation_status: 'accepted' })
      .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doUpdateSet({ invitation_status: 'accepted' }))
      .execute();
    await trx.updateTable('invitations').set({ status: 'accepted', decided_at: new Date() }).where('id', '=', invitation.id).execute();
    await trx
      .insertInto('audit_events')
      .values({
        organization_id: invitation.organizationId,
        actor_user_id: input.user.id,
        action: 'invitation.accepted',
        target_type: 'invitation',
        target_id: invitation.id,
        environment: null,
        detail: json({ email: invitation.email, role: invitation.role }),
        ip: input.ip,
      })
      .execute();
    return { ok: true, organizationId: invitation.organizationId };
  });
}
