import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

describeEachDatabase('session, organisation and permission checks', (server) => {
  it('refuses a call without a session with 401 session_missing', async () => {
    const res = await server().anonymous().get('/v1/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: 'unauthorized', errorCode: 'session_missing' });
  });

  it('refuses a forged session cookie with 401 session_invalid', async () => {
    const res = await server().anonymous().get('/v1/auth/me', { headers: { cookie: 'veriflow_session=forged' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 'session_invalid' });
  });

  it('refuses an expired session with 401 session_expired', async () => {
    const owner = await server().signIn();
    await server().db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', owner.userId).execute();
    const res = await owner.get('/v1/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 'session_expired' });
  });

  it('asks for the organisation header, and refuses a malformed one', async () => {
    const owner = await server().signIn();
    const missing = await owner.get('/v1/auth/me', { headers: { 'x-veriflow-auth-org-id': '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: 'bad_request', message: 'The X-Veriflow-Auth-Org-ID header is required' });
    const malformed = await owner.get('/v1/auth/me', { headers: { 'x-veriflow-auth-org-id': '../etc' } });
    expect(malformed.status).toBe(400);
  });

  it("refuses another organisation's header with 403", async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const res = await owner.get('/v1/auth/me', { headers: { 'x-veriflow-auth-org-id': other.orgId } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ type: 'forbidden', message: 'You are not a member of this organisation' });
  });

  it('answers the auth details with the role’s permissions, in both environments', async () => {
    const owner = await server().signIn({ role: 'owner' });
    for (const env of ['sandbox', 'live'] as const) {
      const res = await owner.get('/v1/auth/me', { env });
      expect(res.status).toBe(200);
      expect(res.body.activeOrganizationId).toBe(owner.orgId);
      expect(res.body.permissions).toContain('delete:organization');
    }
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const salesMe = await sales.get('/v1/auth/me');
    expect([...salesMe.body.permissions].sort()).toEqual(
      ['read:capabilities', 'read:metrics', 'read:templates', 'read:transactions', 'read:v2-services', 'read:workflows'].sort(),
    );
  });

  it('lists only the organisations the user belongs to', async () => {
    const owner = await server().signIn();
    await server().signIn();
    const res = await owner.get('/v1/auth/user/organizations');
    expect(res.status).toBe(200);
    expect(res.body.organizations.map((o: { id: string }) => o.id)).toEqual([owner.orgId]);
  });

  it('refuses unknown query parameters with a message naming them', async () => {
    const owner = await server().signIn();
    const res = await owner.get('/v1/auth/me', { query: { debug: '1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('query has an unknown field "debug"');
  });
});

describe('harness', () => {
  it('runs each suite on both databases', () => {
    expect(typeof describeEachDatabase).toBe('function');
  });
});
