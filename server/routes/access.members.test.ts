import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { acceptInvitations } from '../store/members';
import { recordAudit } from '../store/audit';

describeEachDatabase('access: members, invitations and the audit log', (server) => {
  const membersOf = (orgId: string) =>
    server().db.selectFrom('memberships').select(['user_id', 'role']).where('organization_id', '=', orgId).orderBy('user_id').execute();
  const invitationsOf = (orgId: string) => server().db.selectFrom('invitations').selectAll().where('organization_id', '=', orgId).execute();

  it('lists members with their roles, then pending invitations', async () => {
    const owner = await server().signIn();
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    await owner.post('/v1/auth/invitations', { email: 'New.Person@Example.test', role: 'member' });
    const res = await owner.get('/v1/auth/members');
    expect(res.status).toBe(200);
    expect(res.body.members).toMatchObject([
      { id: owner.userId, userId: owner.userId, email: owner.email, role: 'owner', roles: [{ id: 'owner', name: 'Owner' }], invitationStatus: 'accepted' },
      { id: sales.userId, role: 'sales', roles: [{ id: 'sales', name: 'Sales' }], invitationStatus: 'accepted' },
      { email: 'new.person@example.test', role: 'member', invitationStatus: 'invited' },
    ]);
    expect(res.body.members[2].invitationId).toBe(res.body.members[2].id);
  });

  it('invites by e-mail with a role; 409 when already invited, 422 when already a member', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/v1/auth/invitations', { email: 'arjun@example.test', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'arjun@example.test', role: 'admin', status: 'pending', invitedBy: owner.email });
    const again = await owner.post('/v1/auth/invitations', { email: 'ARJUN@example.test', role: 'member' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ type: 'conflict', message: 'Already invited' });
    const member = await owner.post('/v1/auth/invitations', { email: owner.email.toUpperCase(), role: 'member' });
    expect(member.status).toBe(422);
    expect(member.body.message).toBe('Already a member');
    expect(await invitationsOf(owner.orgId)).toHaveLength(1);
    const list = await owner.get('/v1/auth/invitations');
    expect(list.body.invitations).toMatchObject([{ invitationId: res.body.invitationId, email: 'arjun@example.test' }]);
    const mails = await server().db.selectFrom('mail_outbox').select(['recipient', 'link']).where('recipient', '=', 'arjun@example.test').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain(`/auth/login?invitation=${res.body.invitationId}&organization=${owner.orgId}`);
    const audit = await server().db.selectFrom('audit_events').select(['action', 'target_id']).where('organization_id', '=', owner.orgId).execute();
    expect(audit).toEqual([{ action: 'invitation.created', target_id: res.body.invitationId }]);
  });

  it('revokes a pending invitation, and answers 404 for another organisation’s one', async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const mine = (await owner.post('/v1/auth/invitations', { email: 'a@example.test', role: 'member' })).body.invitationId;
    const theirs = (await other.post('/v1/auth/invitations', { email: 'b@example.test', role: 'member' })).body.invitationId;
    expect((await owner.delete(`/v1/auth/invitations/${theirs}`)).status).toBe(404);
    expect(await invitationsOf(other.orgId)).toMatchObject([{ status: 'pending' }]);
    expect((await owner.delete(`/v1/auth/invitations/${mine}`)).status).toBe(204);
    expect((await owner.delete(`/v1/auth/invitations/${mine}`)).status).toBe(404);
    expect((await owner.get('/v1/auth/invitations')).body.invitations).toEqual([]);
    // a revoked invitation no longer blocks a new one
    expect((await owner.post('/v1/auth/invitations', { email: 'a@example.test', role: 'sales' })).status).toBe(201);
  });

  it('turns pending invitations into memberships when the invited user signs in', async () => {
    const owner = await server().signIn();
    await owner.post('/v1/auth/invitations', { email: 'joiner@example.test', role: 'sales' });
    const other = await server().signIn();
    const joiner = await server().signIn({ orgId: other.orgId, email: 'Joiner@example.test', role: 'member' });
    expect(await acceptInvitations(server().db, { id: joiner.userId, email: 'Joiner@example.test' })).toEqual([owner.orgId]);
    const row = await server().db.selectFrom('memberships').select('role').where('organization_id', '=', owner.orgId).where('user_id', '=', joiner.userId).executeTakeFirst();
    expect(row?.role).toBe('sales');
    expect((await owner.get('/v1/auth/invitations')).body.invitations).toEqual([]);
  });

  it('changes roles, and refuses to demote or remove the last owner', async () => {
    const owner = await server().signIn();
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const res = await owner.patch(`/v1/auth/members/${member.userId}`, { role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: member.userId, role: 'admin', roles: [{ id: 'admin', name: 'Admin' }] });

    const demote = await owner.patch(`/v1/auth/members/${owner.userId}`, { role: 'admin' });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('The last owner cannot be demoted');
    const remove = await owner.delete(`/v1/auth/members/${owner.userId}`);
    expect(remove.status).toBe(422);
    expect(remove.body.message).toBe('The last owner cannot be removed');

    expect((await owner.patch(`/v1/auth/members/${member.userId}`, { role: 'owner' })).status).toBe(200);
    expect((await owner.patch(`/v1/auth/members/${owner.userId}`, { role: 'member' })).status).toBe(200);
    expect(await membersOf(owner.orgId)).toEqual(
      [
        { user_id: owner.userId, role: 'member' },
        { user_id: member.userId, role: 'owner' },
      ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    const actions = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', owner.orgId).execute();
    expect(actions.map((a) => a.action)).toEqual(['member.role_changed', 'member.role_changed', 'member.role_changed']);
  });

  it('removes members; only an owner may touch an owner or grant the owner role', async () => {
    const owner = await server().signIn();
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await admin.patch(`/v1/auth/members/${owner.userId}`, { role: 'member' })).status).toBe(403);
    expect((await admin.delete(`/v1/auth/members/${owner.userId}`)).status).toBe(403);
    const promote = await admin.patch(`/v1/auth/members/${sales.userId}`, { role: 'owner' });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('Only an owner can make someone an owner');
    expect((await admin.post('/v1/auth/invitations', { email: 'boss@example.test', role: 'owner' })).status).toBe(403);
    expect((await admin.delete(`/v1/auth/members/${sales.userId}`)).status).toBe(204);
    expect((await sales.get('/v1/auth/organization/settings')).status).toBe(403);
    expect((await admin.delete(`/v1/auth/members/${sales.userId}`)).status).toBe(404);
    expect(await membersOf(owner.orgId)).toHaveLength(2);
  });

  it('checks permissions: members cannot invite, unassigned cannot list, sales cannot change roles', async () => {
    const owner = await server().signIn();
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    const invite = await member.post('/v1/auth/invitations', { email: 'x@example.test', role: 'member' });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe("You don't have permission to create invitation");
    expect((await member.get('/v1/auth/members')).status).toBe(200);
    expect((await member.patch(`/v1/auth/members/${sales.userId}`, { role: 'admin' })).status).toBe(403);
    expect((await member.delete(`/v1/auth/members/${sales.userId}`)).status).toBe(403);
    for (const path of ['/v1/auth/members', '/v1/auth/invitations', '/v1/auth/audit-logs']) {
      expect((await unassigned.get(path)).status, path).toBe(403);
    }
    expect((await sales.patch(`/v1/auth/members/${member.userId}`, { role: 'admin' })).status).toBe(403);
    expect((await sales.get('/v1/auth/audit-logs')).status).toBe(403);
    expect(await invitationsOf(owner.orgId)).toEqual([]);
    expect((await membersOf(owner.orgId)).find((m) => m.user_id === sales.userId)?.role).toBe('sales');
  });

  it('answers 404 for a user of another organisation, and changes nothing', async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    expect((await owner.patch(`/v1/auth/members/${other.userId}`, { role: 'member' })).status).toBe(404);
    expect((await owner.delete(`/v1/auth/members/${other.userId}`)).status).toBe(404);
    expect(await membersOf(other.orgId)).toEqual([{ user_id: other.userId, role: 'owner' }]);
  });

  it('refuses bad member and invitation input with 400', async () => {
    const owner = await server().signIn();
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    for (const body of [{ role: 'king' }, {}, { role: 'admin', reason: 'x' }, { role: 3 }]) {
      expect((await owner.patch(`/v1/auth/members/${member.userId}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.request('PATCH', `/v1/auth/members/${member.userId}`, { payload: '{"role":' })).status).toBe(400);
    for (const body of [
      { email: 'not-an-email', role: 'member' },
      { email: `${'a'.repeat(250)}@example.test`, role: 'member' },
      { email: 'x@example.test' },
      { email: 'x@example.test', role: 'member', message: 'hi' },
      { email: ['x@example.test'], role: 'member' },
    ]) {
      expect((await owner.post('/v1/auth/invitations', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.delete('/v1/auth/invitations/bad%20id')).status).toBe(400);
    expect(await invitationsOf(owner.orgId)).toEqual([]);
    expect((await membersOf(owner.orgId)).find((m) => m.user_id === member.userId)?.role).toBe('member');
  });

  it('answers the audit log newest first, with who, what, when, where and the environment', async () => {
    const owner = await server().signIn();
    await owner.post('/v1/auth/generate', { app_name: 'Audit one' });
    await owner.post('/v1/auth/invitations', { email: 'audited@example.test', role: 'member' }, { env: 'live' });
    const res = await owner.get('/v1/auth/audit-logs');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data).toMatchObject([
      { action: 'invitation.created', actorEmail: owner.email, actorUserId: owner.userId, targetType: 'invitation', environment: 'live', detail: { email: 'audited@example.test' } },
      { action: 'credential.created', actorEmail: owner.email, targetType: 'credential', environment: 'test', detail: { app_name: 'Audit one' } },
    ]);
    expect(res.body.data[0].ip).toBeTruthy();
    const live = await owner.get('/v1/auth/audit-logs', { query: { environment: 'live' } });
    expect(live.body.data.map((e: { action: string }) => e.action)).toEqual(['invitation.created']);
  });

  it('pages, searches and filters the audit log by date', async () => {
    const owner = await server().signIn();
    const db = server().db;
    const other = await server().signIn();
    for (let i = 0; i < 25; i++) {
      await recordAudit(db, { orgId: owner.orgId, actorUserId: owner.userId, action: i % 2 ? 'credential.created' : 'member.removed', target: { type: 't', id: String(i) }, environment: 'test' });
    }
    await recordAudit(db, { orgId: other.orgId, actorUserId: other.userId, action: 'credential.created', target: { type: 't' }, environment: 'test' });
    await sql`update audit_events set created_at = ${new Date('2024-01-10T12:00:00Z')} where organization_id = ${owner.orgId} and target_id in ('0', '1', '2')`.execute(db);

    const first = await owner.get('/v1/auth/audit-logs');
    expect(first.body.count).toBe(25);
    expect(first.body.data).toHaveLength(20);
    const second = await owner.get('/v1/auth/audit-logs', { query: { limit: 10, offset: 20 } });
    expect(second.body.data).toHaveLength(5);
    expect(second.body.data.map((e: { targetId: string }) => e.targetId).sort()).toEqual(['0', '1', '2', '3', '4'].sort());

    const search = await owner.get('/v1/auth/audit-logs', { query: { search: 'CREDENTIAL' } });
    expect(search.body.count).toBe(12);
    const byEmail = await owner.get('/v1/auth/audit-logs', { query: { search: owner.email.slice(0, 12) } });
    expect(byEmail.body.count).toBe(25);
    const wildcard = await owner.get('/v1/auth/audit-logs', { query: { search: '%' } });
    expect(wildcard.body.count).toBe(0);

    const range = await owner.get('/v1/auth/audit-logs', { query: { from: '2024-01-01T00:00:00Z', to: '2024-01-31T23:59:59Z' } });
    expect(range.body.count).toBe(3);
    const since = await owner.get('/v1/auth/audit-logs', { query: { from: '2024-02-01T00:00:00Z' } });
    expect(since.body.count).toBe(22);
  });

  it('refuses bad audit-log queries with 400', async () => {
    const owner = await server().signIn();
    const badQueries: Record<string, string | number>[] = [
      { limit: -1 },
      { limit: 0 },
      { limit: 101 },
      { limit: 'ten' },
      { offset: -5 },
      { offset: 10_000_000 },
      { from: 'yesterday' },
      { from: '2024-02-01T00:00:00Z', to: '2024-01-01T00:00:00Z' },
      { search: 'x'.repeat(101) },
      { environment: 'staging' },
      { sort: 'asc' },
    ];
    for (const query of badQueries) {
      const res = await owner.get('/v1/auth/audit-logs', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.type).toBe('bad_request');
    }
  });
});
