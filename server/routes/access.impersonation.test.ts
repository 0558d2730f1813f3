import { beforeAll, expect, it } from 'vitest';
import { ORG_ID_HEADER } from '~/contract';
import { issueImpersonationToken } from '../auth/impersonation';
import { impersonateCommand } from '../cli/impersonate';
import { describeEachDatabase, type Answer, type Caller } from '../test/harness';

const ORG_HEADER = ORG_ID_HEADER.toLowerCase();

describeEachDatabase('super-admin impersonation (ADR 0010)', (server) => {
  let operator: Caller;
  let owner: Caller;
  let targetOrg: string;
  let otherOrg: string;
  beforeAll(async () => {
    targetOrg = await server().createOrg({ name: 'Impersonated Ltd' });
    otherOrg = await server().createOrg({ name: 'Elsewhere Ltd' });
    operator = await server().signIn({ platformOperator: true });
    owner = await server().signIn({ role: 'owner', orgId: targetOrg });
  });

  const issue = async (orgId = targetOrg) => {
    const answer = await operator.post<{ authToken: string; orgId: string; expiresAt: string; consolePath: string }>(`/api/admin/organizations/${orgId}/impersonation`, undefined, { env: 'none' });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const exchange = (authToken: string, orgId = targetOrg, headers: Record<string, string> = {}): Promise<Answer<Record<string, unknown>>> =>
    server().anonymous().post('/api/auth/impersonation', { authToken, orgId }, { env: 'none', headers: { 'sec-fetch-site': 'same-origin', ...headers } });
  const sessionOf = (answer: Answer) => {
    const cookie = String(answer.headers['set-cookie'] ?? '');
    return { cookie, value: cookie.split(';')[0] ?? '' };
  };
  const asSession = (cookieValue: string, orgId: string, url: string) =>
    server().app.inject({ method: 'GET', url, headers: { cookie: cookieValue, [ORG_HEADER]: orgId } });

  it('lets a platform operator ask for a link, and no one else', async () => {
    const token = await issue();
    expect(token.authToken).toMatch(/^vfimp_[\w-]+\.[\w-]+$/);
    expect(token.orgId).toBe(targetOrg);
    expect(new Date(token.expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(token.consolePath).toBe(`/home?${new URLSearchParams({ authToken: token.authToken, orgId: targetOrg }).toString()}`);

    const refused = await owner.post(`/api/admin/organizations/${targetOrg}/impersonation`, undefined, { env: 'none' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a platform operator can impersonate an organisation');
    const missing = await operator.post('/api/admin/organizations/org_missing/impersonation', undefined, { env: 'none' });
    expect(missing.status).toBe(404);
    const anonymous = await server().anonymous().post(`/api/admin/organizations/${targetOrg}/impersonation`, undefined, { env: 'none' });
    expect(anonymous.status).toBe(401);
  });

  it('exchanges a link once for an HttpOnly super-admin session that reaches only its organisation', async () => {
    const { authToken } = await issue();
    const started = await exchange(authToken);
    expect(started.status).toBe(200);
    expect(started.body.orgId).toBe(targetOrg);
    const { cookie, value } = sessionOf(started);
    expect(cookie).toMatch(/^veriflow_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain(authToken);

    const orgs = await asSession(value, targetOrg, '/api/sandbox/v1/auth/user/organizations');
    expect(orgs.statusCode).toBe(200);
    expect(orgs.json().organizations).toEqual([expect.objectContaining({ id: targetOrg, displayName: 'Impersonated Ltd', role: 'owner' })]);
    const me = await asSession(value, targetOrg, '/api/sandbox/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ isSuperAdmin: true, activeOrganizationId: targetOrg });
    expect(me.json().permissions).toEqual(expect.arrayContaining(['delete:organization', 'create:credential', 'assign_role:member']));
    const members = await asSession(value, targetOrg, '/api/sandbox/v1/auth/members');
    expect(members.statusCode).not.toBe(403);
    const elsewhere = await asSession(value, otherOrg, '/api/sandbox/v1/auth/me');
    expect(elsewhere.statusCode).toBe(403);
    const post = (url: string) => server().app.inject({ method: 'POST', url, headers: { cookie: value, [ORG_HEADER]: targetOrg, 'content-type': 'application/json' }, payload: '{}' });
    for (const url of [`/api/admin/organizations/${targetOrg}/impersonation`, `/api/admin/organizations/${otherOrg}/approve-live`]) {
      const outside = await post(url);
      expect(outside.statusCode, url).toBe(403);
      expect(outside.json().message).toBe('Not available while impersonating');
    }

    const reused = await exchange(authToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ type: 'unauthorized', message: 'This impersonation link was already used', errorCode: 'impersonation_used' });
    expect(reused.headers['set-cookie']).toBeUndefined();

    const audit = await server().db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('organization_id', '=', targetOrg).where('action', 'like', 'impersonation.%').orderBy('id').execute();
    expect(audit).toContainEqual({ action: 'impersonation.token_issued', actor_user_id: operator.userId });
    expect(audit).toContainEqual({ action: 'impersonation.started', actor_user_id: operator.userId });
  });

  it('refuses forged links: another signature, another organisation, altered claims, nonsense', async () => {
    const { authToken } = await issue();
    const [payload = '', signature = ''] = authToken.slice('vfimp_'.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, org: otherOrg })).toString('base64url');
    const forgeries: [string, string][] = [
      [`vfimp_${payload}.${Buffer.alloc(32, 7).toString('base64url')}`, targetOrg],
      [`vfimp_${altered}.${signature}`, otherOrg],
      [authToken, otherOrg],
      [`vfimp_${payload}`, targetOrg],
      ['eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', targetOrg],
    ];
    for (const [token, orgId] of forgeries) {
      const refused = await exchange(token, orgId);
      expect(refused.status, token).toBe(401);
      expect(refused.body).toMatchObject({ message: 'This impersonation link is not valid', errorCode: 'impersonation_invalid' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // The untouched link still works: forgeries did not spend it.
    expect((await exchange(authToken)).status).toBe(200);
    const malformed = await exchange('', targetOrg);
    expect(malformed.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { authToken } = await issueImpersonationToken(server().db, operator.userId, targetOrg, Date.now() - 6 * 60_000);
    const refused = await exchange(authToken);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: 'This impersonation link has expired', errorCode: 'impersonation_expired' });
  });

  it('refuses a link whose issuer is not (or no longer) a platform operator, and ends their impersonation sessions', async () => {
    const former = await server().signIn({ platformOperator: true });
    const kept = await issueImpersonationToken(server().db, former.userId, targetOrg);
    const session = sessionOf(await exchange((await issueImpersonationToken(server().db, former.userId, targetOrg)).authToken));
    await server().db.updateTable('users').set({ is_platform_operator: false }).where('id', '=', former.userId).execute();

    const refused = await exchange(kept.authToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a platform operator can impersonate an organisation');
    const ended = await asSession(session.value, targetOrg, '/api/sandbox/v1/auth/me');
    expect(ended.statusCode).toBe(401);

    const neverOperator = await issueImpersonationToken(server().db, owner.userId, targetOrg);
    expect((await exchange(neverOperator.authToken)).status).toBe(403);
  });

  it('refuses a link to an organisation that no longer exists', async () => {
    const { authToken } = await issueImpersonationToken(server().db, operator.userId, 'org_gone');
    const refused = await exchange(authToken, 'org_gone');
    expect(refused.status).toBe(404);
  });

  it('refuses a cross-site exchange (a page elsewhere may not plant a session)', async () => {
    const { authToken } = await issue();
    const refused = await exchange(authToken, targetOrg, { 'sec-fetch-site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Cross-site request refused');
    expect((await exchange(authToken)).status).toBe(200);
  });

  it('replaces the session the browser had', async () => {
    const { authToken } = await issue();
    const before = owner.headers.cookie ?? '';
    const started = await exchange(authToken, targetOrg, { cookie: before });
    expect(started.status).toBe(200);
    const old = await asSession(before, targetOrg, '/api/sandbox/v1/auth/me');
    expect(old.statusCode).toBe(401);
  });

  it('prints a link from the command line for a platform operator only', async () => {
    const lines: string[] = [];
    const options = { open: async () => ({ db: server().db, driver: server().driver, ping: async () => true, close: async () => {} }), out: (line: string) => lines.push(line), publicUrl: 'http://localhost:4000' };
    expect(await impersonateCommand([operator.email], options)).toBe(2);
    expect(await impersonateCommand([owner.email, targetOrg], options)).toBe(1);
    expect(await impersonateCommand([operator.email, 'org_missing'], options)).toBe(1);
    lines.length = 0;
    expect(await impersonateCommand([operator.email.toUpperCase(), targetOrg], options)).toBe(0);
    const link = new URL(lines[0] ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:4000/home');
    expect(link.searchParams.get('orgId')).toBe(targetOrg);
    expect((await exchange(link.searchParams.get('authToken') ?? '')).status).toBe(200);
  });
});
