import { expect, it } from 'vitest';
import { ORG_ID_HEADER } from '~/contract';
import { describeEachDatabase, type TestServer } from '../test/harness';
import { SESSION_COOKIE } from '../auth/sessions';
import { LOGIN_FLOW_COOKIE } from '../auth/loginFlows';
import { markEmailVerified, signUp } from './accounts';
import { testBrowser, type TestBrowser } from './test/browser';
import { openSignIn, signInAtProvider } from './test/flows';

const PASSWORD = 'a long test password';
let counter = 0;

async function verifiedUser(server: TestServer, options: { disabled?: boolean; email?: string } = {}) {
  const email = options.email ?? `signin.${Date.now().toString(36)}${counter++}@example.test`;
  const created = await signUp(server.db, { name: 'Test Person', email, password: PASSWORD });
  if (!created.ok) throw new Error('sign-up failed');
  await markEmailVerified(server.db, created.account.id);
  if (options.disabled) await server.db.updateTable('users').set({ disabled: true }).where('id', '=', created.account.id).execute();
  return { id: created.account.id, email };
}

const hasSession = (browser: TestBrowser) => browser.jar.has(SESSION_COOKIE);

/** Swaps one query parameter of an address. */
function withParam(location: string, name: string, value: string) {
  const url = new URL(location, 'http://localhost:4000');
  url.searchParams.set(name, value);
  return url.href;
}

describeEachDatabase('sign-in through the embedded provider, and its tampering cases', (server) => {
  it('signs a verified user in; the session works and tokens stay on the server', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const callback = await signInAtProvider(browser, user.email, PASSWORD);
    const done = await browser.get(callback.location ?? '');
    expect(done.status).toBe(303);
    expect(hasSession(browser)).toBe(true);
    const me = await browser.get('/api/sandbox/v1/auth/user/organizations');
    expect(me.status).toBe(200);
    const stored = await server().db.selectFrom('session_tokens').innerJoin('sessions', 'sessions.id', 'session_tokens.session_id').select(['session_tokens.id_token', 'session_tokens.refresh_token']).where('sessions.user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.id_token).toMatch(/^eyJ/);
    expect(stored.refresh_token).toBeTruthy();
    for (const cookie of browser.jar.values()) expect(cookie).not.toMatch(/^eyJ|\./);
  });

  it('refuses a wrong password with the same message as an unknown e-mail, and creates no session', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const wrong = await signInAtProvider(browser, user.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('The e-mail address or password is not correct.');
    const unknown = await signInAtProvider(testBrowser(server().app), 'nobody@example.test', PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toContain('The e-mail address or password is not correct.');
    expect(hasSession(browser)).toBe(false);
  });

  it('refuses a disabled user at the provider, and ends the sessions of a user disabled later', async () => {
    const disabled = await verifiedUser(server(), { disabled: true });
    const browser = testBrowser(server().app);
    const refused = await signInAtProvider(browser, disabled.email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('This account is disabled.');
    expect(hasSession(browser)).toBe(false);

    const later = await verifiedUser(server());
    const other = testBrowser(server().app);
    await other.get((await signInAtProvider(other, later.email, PASSWORD)).location ?? '');
    await server().db.updateTable('users').set({ disabled: true }).where('id', '=', later.id).execute();
    const call = await other.get('/api/sandbox/v1/auth/user/organizations');
    expect(call.status).toBe(401);
    expect(JSON.parse(call.body)).toMatchObject({ errorCode: 'session_invalid' });
  });

  it('refuses a tampered state without a session', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const callback = await signInAtProvider(browser, user.email, PASSWORD);
    const res = await browser.get(withParam(callback.location ?? '', 'state', 'forged-state'));
    expect(res.status).toBe(400);
    expect(res.body).toContain('Sign-in could not be completed');
    expect(hasSession(browser)).toBe(false);
  });

  it('refuses a wrong PKCE verifier without a session', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const callback = await signInAtProvider(browser, user.email, PASSWORD);
    await tamperFlow(server(), browser, { codeVerifier: 'x'.repeat(64) });
    const res = await browser.get(callback.location ?? '');
    expect(res.status).toBe(400);
    expect(hasSession(browser)).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one sent, without a session', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const callback = await signInAtProvider(browser, user.email, PASSWORD);
    await tamperFlow(server(), browser, { nonce: 'another-nonce' });
    const res = await browser.get(callback.location ?? '');
    expect(res.status).toBe(400);
    expect(hasSession(browser)).toBe(false);
  });

  it('refuses a reused authorization code, and a replayed callback', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const callback = await signInAtProvider(browser, user.email, PASSWORD);
    const first = await browser.get(callback.location ?? '');
    expect(first.status).toBe(303);

    const replayed = testBrowser(server().app);
    const replay = await replayed.get(callback.location ?? '');
    expect(replay.status).toBe(400);
    expect(hasSession(replayed)).toBe(false);

    // A fresh flow (its own state) presented with the old code: the provider refuses the code.
    const attacker = testBrowser(server().app);
    const start = await attacker.get('/auth/login?idp=veriflow');
    const state = new URL(start.location ?? '').searchParams.get('state') ?? '';
    const reused = await attacker.get(withParam(callback.location ?? '', 'state', state));
    expect(reused.status).toBe(400);
    expect(hasSession(attacker)).toBe(false);
  });

  it('refuses a callback with no login flow cookie', async () => {
    const res = await testBrowser(server().app).get('/auth/callback?code=abc&state=def');
    expect(res.status).toBe(400);
    expect(res.body).toContain('This sign-in attempt has expired or was already used. Start again.');
  });

  it('limits sign-in attempts per account and address (the rest: signInLimits.test.ts)', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    const interaction = await openSignIn(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.post(`${interaction}/login`, { email: user.email, password: 'wrong password!' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await browser.post(`${interaction}/login`, { email: user.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    // Windows are fixed 15-minute ones (ADR 0036); on the real clock the wait is what is left of this one.
    expect(blocked.body).toMatch(/Too many sign-in attempts\. Try again in (1 minute|([2-9]|1[0-5]) minutes)\./);
  });

  it('logs out: the session ends, the refresh token is revoked and the provider session is gone', async () => {
    const user = await verifiedUser(server());
    const browser = testBrowser(server().app);
    await browser.get((await signInAtProvider(browser, user.email, PASSWORD)).location ?? '');
    const out = await browser.post('/auth/logout', {});
    expect(out.status).toBe(204);
    expect(hasSession(browser)).toBe(false);
    expect((await browser.get('/api/sandbox/v1/auth/user/organizations')).status).toBe(401);
    const rows = await server().db.selectFrom('oidc_payloads').select(['model', 'payload']).where('model', 'in', ['RefreshToken', 'Session']).execute();
    expect(rows.filter((row) => row.payload.accountId === user.id)).toEqual([]);
    // Signing in again asks for the password: the provider's session ended too.
    const again = await browser.follow(await browser.get('/auth/login?idp=veriflow'));
    expect(again.body).toContain('Sign in to Veriflow');
  });

  it('refuses a cross-site logout and a cross-site state-changing API call', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/blocklists', { name: 'Cross site', attributeName: 'pan', type: 'blocklist' }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'Cross-site request refused' });
    const otherOrigin = await owner.post('/blocklists', { name: 'Cross site', attributeName: 'pan', type: 'blocklist' }, { headers: { origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await owner.post('/blocklists', { name: 'Same site', attributeName: 'pan', type: 'blocklist' }, { headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(201);
    const logout = await server().app.inject({ method: 'POST', url: '/auth/logout', headers: { ...owner.headers, origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect((await owner.get('/v1/auth/me')).status).toBe(200);
    expect(owner.headers[ORG_ID_HEADER.toLowerCase()]).toBe(owner.orgId);
  });
});

async function tamperFlow(server: TestServer, browser: TestBrowser, change: Record<string, string>) {
  const id = browser.jar.get(LOGIN_FLOW_COOKIE) ?? '';
  const row = await server.db.selectFrom('oidc_payloads').select('payload').where('model', '=', 'VeriflowLoginFlow').where('id', '=', id).executeTakeFirstOrThrow();
  await server.db.updateTable('oidc_payloads').set({ payload: JSON.stringify({ ...row.payload, ...change }) }).where('model', '=', 'VeriflowLoginFlow').where('id', '=', id).execute();
}
