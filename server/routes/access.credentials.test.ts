import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { hashApiKey, LAST_USE_PRECISION_MS, verifyApiKey } from '../store/credentials';
import { issueSdkToken, SDK_TOKEN_TTL_SECONDS, verifySdkToken } from '../store/sdkTokens';

describeEachDatabase('access: API keys and the SDK token', (server) => {
  const keysOf = (orgId: string) => server().db.selectFrom('api_keys').selectAll().where('organization_id', '=', orgId).orderBy('created_at').execute();

  it('generates a key, shows its secret once and stores only its hash', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/v1/auth/generate', { app_name: 'Checkout web' });
    expect(res.status).toBe(201);
    const { secret, credentialId } = res.body as { secret: string; credentialId: string };
    expect(secret).toMatch(/^vf_test_[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({ app_name: 'Checkout web', status: 'active', environment: 'test', keyPrefix: secret.slice(0, 12), createdBy: owner.email, lastUsedAt: null });

    const [row] = await keysOf(owner.orgId);
    expect(row).toMatchObject({ id: credentialId, secret_hash: createHash('sha256').update(secret).digest('hex'), key_prefix: secret.slice(0, 12) });
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await owner.get('/v1/auth/list');
    expect(list.status).toBe(200);
    expect(list.body.credentials).toHaveLength(1);
    expect(list.body.credentials[0]).toMatchObject({ credentialId, app_name: 'Checkout web', status: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const audit = await server().db.selectFrom('audit_events').selectAll().where('organization_id', '=', owner.orgId).execute();
    expect(audit).toMatchObject([{ action: 'credential.created', target_type: 'credential', target_id: credentialId, environment: 'test' }]);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('keeps test and live keys apart', async () => {
    const owner = await server().signIn();
    const test = await owner.post('/v1/auth/generate', { app_name: 'Same name' });
    const live = await owner.post('/v1/auth/generate', { app_name: 'Same name' }, { env: 'live' });
    expect(live.status).toBe(201);
    expect(live.body.secret).toMatch(/^vf_live_/);
    expect(live.body.environment).toBe('live');
    expect((await owner.get('/v1/auth/list')).body.credentials.map((c: { credentialId: string }) => c.credentialId)).toEqual([test.body.credentialId]);
    expect((await owner.get('/v1/auth/list', { env: 'live' })).body.credentials.map((c: { credentialId: string }) => c.credentialId)).toEqual([live.body.credentialId]);
    // a test key's id is not found under the live base
    expect((await owner.put(`/v1/auth/toggleCred/${test.body.credentialId}`, undefined, { env: 'live' })).status).toBe(404);
    expect((await owner.delete(`/v1/auth/revoke/${test.body.credentialId}`, { env: 'live' })).status).toBe(404);
  });

  it('answers 422 to an app name already used in the environment', async () => {
    const owner = await server().signIn();
    await owner.post('/v1/auth/generate', { app_name: 'Mobile app' });
    const clash = await owner.post('/v1/auth/generate', { app_name: 'mobile APP' });
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('An API key with this app name already exists');
    expect(await keysOf(owner.orgId)).toHaveLength(1);
  });

  it('toggles a key between active and inactive, and revokes it', async () => {
    const owner = await server().signIn();
    const { credentialId } = (await owner.post('/v1/auth/generate', { app_name: 'Toggle me' })).body;
    const off = await owner.put(`/v1/auth/toggleCred/${credentialId}`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ credentialId, status: 'inactive' });
    const on = await owner.put(`/v1/auth/toggleCred/${credentialId}`);
    expect(on.body.status).toBe('active');
    const revoked = await owner.delete(`/v1/auth/revoke/${credentialId}`);
    expect(revoked.status).toBe(204);
    expect((await owner.get('/v1/auth/list')).body.credentials).toEqual([]);
    expect((await owner.delete(`/v1/auth/revoke/${credentialId}`)).status).toBe(404);
    expect((await owner.put(`/v1/auth/toggleCred/${credentialId}`)).status).toBe(404);
    // the name is free again once revoked
    expect((await owner.post('/v1/auth/generate', { app_name: 'Toggle me' })).status).toBe(201);
    const actions = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', owner.orgId).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['credential.created', 'credential.toggled', 'credential.toggled', 'credential.revoked', 'credential.created']);
  });

  it("answers 404 to another organisation's key and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const other = await server().signIn();
    const { credentialId } = (await other.post('/v1/auth/generate', { app_name: 'Theirs' })).body;
    const toggle = await owner.put(`/v1/auth/toggleCred/${credentialId}`);
    expect(toggle.status).toBe(404);
    expect(toggle.body).toMatchObject({ type: 'not_found', message: 'No such API key' });
    expect((await owner.delete(`/v1/auth/revoke/${credentialId}`)).status).toBe(404);
    const [row] = await keysOf(other.orgId);
    expect(row).toMatchObject({ status: 'active', revoked_at: null });
    // and another organisation's header is refused outright
    expect((await owner.get('/v1/auth/list', { headers: { 'x-veriflow-auth-org-id': other.orgId } })).status).toBe(403);
  });

  it('checks the permissions of each role on keys', async () => {
    const owner = await server().signIn();
    const { credentialId } = (await owner.post('/v1/auth/generate', { app_name: 'Owner key' })).body;
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });

    const salesGenerate = await sales.post('/v1/auth/generate', { app_name: 'Sales key' });
    expect(salesGenerate.status).toBe(403);
    expect(salesGenerate.body.message).toBe("You don't have permission to create credential");
    expect((await sales.get('/v1/auth/list')).status).toBe(403);
    expect((await unassigned.get('/v1/auth/list')).status).toBe(403);
    expect((await member.get('/v1/auth/list')).status).toBe(200);
    expect((await member.post('/v1/auth/generate', { app_name: 'Member key' })).status).toBe(403);
    expect((await member.put(`/v1/auth/toggleCred/${credentialId}`)).status).toBe(403);
    expect((await member.delete(`/v1/auth/revoke/${credentialId}`)).status).toBe(403);
    expect(await keysOf(owner.orgId)).toMatchObject([{ status: 'active', revoked_at: null }]);
    expect((await admin.put(`/v1/auth/toggleCred/${credentialId}`)).status).toBe(200);
  });

  it('refuses bad key requests with 400 and creates nothing', async () => {
    const owner = await server().signIn();
    const cases: { body?: unknown; payload?: string }[] = [
      { payload: '{"app_name": "x"' },
      { body: {} },
      { body: { app_name: 42 } },
      { body: { app_name: '' } },
      { body: { app_name: '    ' } },
      { body: { app_name: 'x'.repeat(65) } },
      { body: { app_name: 'ok', scopes: ['all'] } },
      { body: ['app_name'] },
    ];
    for (const c of cases) {
      const res = c.payload ? await owner.request('POST', '/v1/auth/generate', { payload: c.payload }) : await owner.post('/v1/auth/generate', c.body);
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.body.type).toBe('bad_request');
    }
    const noBody = await owner.request('POST', '/v1/auth/generate');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('The request needs a JSON body');
    expect((await owner.put('/v1/auth/toggleCred/has%20space')).status).toBe(400);
    expect((await owner.put(`/v1/auth/toggleCred/${'x'.repeat(65)}`)).status).toBe(400);
    expect(await keysOf(owner.orgId)).toEqual([]);
  });

  it('verifies API keys: active ones pass, inactive, revoked and forged ones do not', async () => {
    const owner = await server().signIn();
    const db = server().db;
    const { secret, credentialId } = (await owner.post('/v1/auth/generate', { app_name: 'Verify me' }, { env: 'live' })).body;
    const ok = await verifyApiKey(db, secret);
    expect(ok).toEqual({ valid: true, credentialId, organizationId: owner.orgId, environment: 'live', appName: 'Verify me' });
    const [row] = await keysOf(owner.orgId);
    expect(row?.last_used_at).not.toBeNull();
    expect((await owner.get('/v1/auth/list', { env: 'live' })).body.credentials[0].lastUsedAt).not.toBeNull();

    await owner.put(`/v1/auth/toggleCred/${credentialId}`, undefined, { env: 'live' });
    expect(await verifyApiKey(db, secret)).toEqual({ valid: false, reason: 'inactive' });
    await owner.put(`/v1/auth/toggleCred/${credentialId}`, undefined, { env: 'live' });
    expect((await verifyApiKey(db, secret)).valid).toBe(true);
    await owner.delete(`/v1/auth/revoke/${credentialId}`, { env: 'live' });
    expect(await verifyApiKey(db, secret)).toEqual({ valid: false, reason: 'unknown' });

    expect(await verifyApiKey(db, `vf_test_${'A'.repeat(43)}`)).toEqual({ valid: false, reason: 'unknown' });
    expect(await verifyApiKey(db, 'not a key')).toEqual({ valid: false, reason: 'malformed' });
    expect(await verifyApiKey(db, hashApiKey(secret))).toEqual({ valid: false, reason: 'malformed' });
  });

  it('records a key\'s last use to the minute: a call within LAST_USE_PRECISION_MS of the recorded one writes nothing', async () => {
    const owner = await server().signIn();
    const db = server().db;
    const { secret } = (await owner.post('/v1/auth/generate', { app_name: 'Busy key' }, { env: 'live' })).body;
    const lastUse = async () => (await keysOf(owner.orgId)).find((row) => row.app_name === 'Busy key')?.last_used_at?.getTime();
    const at = new Date('2026-11-24T10:00:00Z');
    expect((await verifyApiKey(db, secret, at)).valid).toBe(true);
    expect(await lastUse()).toBe(at.getTime());
    expect((await verifyApiKey(db, secret, new Date(at.getTime() + LAST_USE_PRECISION_MS - 1))).valid).toBe(true);
    expect(await lastUse()).toBe(at.getTime());
    const later = new Date(at.getTime() + LAST_USE_PRECISION_MS);
    expect((await verifyApiKey(db, secret, later)).valid).toBe(true);
    expect(await lastUse()).toBe(later.getTime());
  });

  it('issues a short-lived signed SDK token to roles that may see workflows', async () => {
    const owner = await server().signIn();
    const res = await owner.get('/v1/auth/generate-sdk-token', { env: 'live' });
    expect(res.status).toBe(200);
    const claims = verifySdkToken(res.body.token);
    expect(claims).toMatchObject({ org: owner.orgId, env: 'live', sub: owner.userId });
    const ttl = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan((SDK_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(SDK_TOKEN_TTL_SECONDS * 1000);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.get('/v1/auth/generate-sdk-token')).status).toBe(200);
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    expect((await unassigned.get('/v1/auth/generate-sdk-token')).status).toBe(403);
    expect((await owner.get('/v1/auth/generate-sdk-token', { query: { ttl: 99999 } })).status).toBe(400);
  });
});

it('refuses SDK tokens that are expired, forged or tampered with', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const { token } = issueSdkToken({ orgId: 'org_a', environment: 'test', userId: 'usr_a' }, now);
  expect(verifySdkToken(token, now)).toMatchObject({ org: 'org_a', env: 'test' });
  expect(verifySdkToken(token, new Date(now.getTime() + SDK_TOKEN_TTL_SECONDS * 1000))).toBeNull();
  const [kind, payload, signature] = token.split('.') as [string, string, string];
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), org: 'org_b' })).toString('base64url');
  expect(verifySdkToken(`${kind}.${forged}.${signature}`, now)).toBeNull();
  expect(verifySdkToken(`${kind}.${payload}.${signature.slice(1)}`, now)).toBeNull();
  expect(verifySdkToken('garbage', now)).toBeNull();
  expect(verifySdkToken(`${token}.extra`, now)).toBeNull();
});
