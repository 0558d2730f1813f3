import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { configFromEnv } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite } from '../test/database';
import { testBrowser } from './test/browser';
import { startExternalIdp, type ExternalAccount, type ExternalIdp } from './test/externalIdp';

describe('identity configuration', () => {
  it('takes another provider only with issuer, client id and secret together', () => {
    expect(() => configFromEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    expect(configFromEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }).externalOidc).toEqual({ issuer: 'https://id.example.com', clientId: 'c', clientSecret: 's' });
    expect(configFromEnv({}).externalOidc).toBeUndefined();
  });

  it('derives the public address and the cookie security from it', () => {
    expect(configFromEnv({ PORT: '4100' })).toMatchObject({ publicUrl: 'http://localhost:4100', secureCookies: false });
    expect(configFromEnv({ VERIFLOW_PUBLIC_URL: 'https://veriflow.example.com/some/path' })).toMatchObject({ publicUrl: 'https://veriflow.example.com', secureCookies: true });
    expect(() => configFromEnv({ VERIFLOW_PUBLIC_URL: 'ftp://x' })).toThrow('VERIFLOW_PUBLIC_URL must be an http(s) address');
  });

  it('with another provider, serves no embedded provider and says so when that provider cannot be reached', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-external-'));
    const database = await openTestPglite();
    const config = configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0', OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'veriflow', OIDC_CLIENT_SECRET: 'secret' }, dir);
    const app = await buildServer({ ...config, consoleDir: dir, demoDir: dir }, { database });
    try {
      const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(404);
      const login = await app.inject({ method: 'GET', url: '/auth/login', headers: { host: 'localhost:4000' } });
      expect(login.statusCode).toBe(503);
      expect(login.body).toContain('The identity provider cannot be reached. Try again in a minute.');
      expect(login.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sign-in through another OpenID Connect provider (a separate provider on a loopback port)', () => {
  const APP_ORIGIN = 'http://localhost:4999';
  let idp: ExternalIdp;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    idp = await startExternalIdp(`${APP_ORIGIN}/auth/callback`);
    dir = mkdtempSync(path.join(tmpdir(), 'veriflow-external-idp-'));
    database = await openTestPglite();
    const env = { NODE_ENV: 'test', VERIFLOW_SEED: '0', VERIFLOW_PUBLIC_URL: APP_ORIGIN, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret };
    app = await buildServer({ ...configFromEnv(env, dir), consoleDir: dir, demoDir: dir }, { database, validateResponses: true });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await idp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** From /auth/login through the other provider and back to /auth/callback; answers the browser. */
  async function signIn(account: ExternalAccount) {
    idp.signInAs(account);
    const browser = testBrowser(app, APP_ORIGIN);
    const start = await browser.get('/auth/login');
    expect(start.status).toBe(302);
    const authorize = new URL(start.location ?? '');
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('client_id')).toBe(idp.clientId);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await idp.authorize(authorize.href);
    expect(back.origin + back.pathname).toBe(`${APP_ORIGIN}/auth/callback`);
    const done = await browser.get(back.href);
    return { browser, done };
  }

  const usersWith = (email: string) =>
    database.db.selectFrom('users').select(['id', 'email', 'email_verified']).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();

  it('creates a verified user on first sign-in, signs them in, and keeps the tokens on the server', async () => {
    const { browser, done } = await signIn({ sub: 'ext-new-1', email: 'new.person@external.test', email_verified: true, name: 'New Person' });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/home');
    expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
    for (const value of browser.jar.values()) expect(value).not.toMatch(/^eyJ/);
    const orgs = await browser.get('/api/sandbox/v1/auth/user/organizations');
    expect(orgs.status).toBe(200);
    expect(JSON.parse(orgs.body)).toEqual({ organizations: [] });
    const users = await usersWith('new.person@external.test');
    expect(users).toEqual([expect.objectContaining({ email: 'new.person@external.test', email_verified: true })]);
    const user = users[0];
    const tokens = await database.db.selectFrom('session_tokens').innerJoin('sessions', 'sessions.id', 'session_tokens.session_id').select(['id_token', 'refresh_token']).where('sessions.user_id', '=', user?.id ?? '').executeTakeFirstOrThrow();
    expect(tokens.id_token).toMatch(/^eyJ/);
  });

  it('matches an existing user by e-mail address, whatever its case, instead of creating another', async () => {
    await database.db.insertInto('users').values({ id: 'usr_existing_ext', email: 'Existing.Person@External.test', name: 'Existing Person', nickname: 'Existing', email_verified: true }).execute();
    const { browser, done } = await signIn({ sub: 'ext-existing', email: 'existing.person@external.test', email_verified: true });
    expect(done.status).toBe(303);
    expect(await usersWith('existing.person@external.test')).toEqual([expect.objectContaining({ id: 'usr_existing_ext' })]);
    const sessionUsers = await database.db.selectFrom('sessions').select('user_id').where('user_id', '=', 'usr_existing_ext').execute();
    expect(sessionUsers).toHaveLength(1);
    expect((await browser.get('/api/sandbox/v1/auth/user/organizations')).status).toBe(200);
  });

  it('respects email_verified: an unverified address gets the verify-email answer until the provider verifies it', async () => {
    const first = await signIn({ sub: 'ext-unverified', email: 'unverified@external.test', email_verified: false });
    expect(first.done.status).toBe(303);
    const refused = await first.browser.get('/api/sandbox/v1/auth/user/organizations');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toBe('Verify your e-mail address first');
    expect(await usersWith('unverified@external.test')).toEqual([expect.objectContaining({ email_verified: false })]);

    const missingClaim = await signIn({ sub: 'ext-unverified', email: 'unverified@external.test' });
    expect((await missingClaim.browser.get('/api/sandbox/v1/auth/user/organizations')).status).toBe(403);

    const later = await signIn({ sub: 'ext-unverified', email: 'unverified@external.test', email_verified: true });
    expect((await later.browser.get('/api/sandbox/v1/auth/user/organizations')).status).toBe(200);
    expect(await usersWith('unverified@external.test')).toEqual([expect.objectContaining({ email_verified: true })]);
  });

  it('refuses an identity without an e-mail address, and starts no session', async () => {
    const { browser, done } = await signIn({ sub: 'ext-no-email' });
    expect(done.status).toBe(400);
    expect(done.body).toContain('The identity provider did not name a user this server knows.');
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a callback whose code was not issued for this flow (state from another sign-in)', async () => {
    idp.signInAs({ sub: 'ext-new-1', email: 'new.person@external.test', email_verified: true });
    const victim = testBrowser(app, APP_ORIGIN);
    const attacker = testBrowser(app, APP_ORIGIN);
    await victim.get('/auth/login');
    const attackerStart = await attacker.get('/auth/login');
    const attackerBack = await idp.authorize(attackerStart.location ?? '');
    const done = await victim.get(attackerBack.href);
    expect(done.status).toBe(400);
    expect(victim.jar.has(SESSION_COOKIE)).toBe(false);
  });
});
