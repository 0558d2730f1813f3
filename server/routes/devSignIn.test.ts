import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { openTestPglite } from '../test/database';
import { DEMO_ORG_ID, DEMO_USERS } from '../seed/demoOrganisation';
import { FAVICON_LINK, FONT_FACE_CSS, PRIMARY } from '../pages/brand';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'veriflow-devlogin-'));
  const database = await openTestPglite();
  app = await buildServer({ ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_DEV_LOGIN: '1' }, dir), consoleDir: dir, demoDir: dir }, { database });
  app.addHook('onClose', () => database.close());
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('development sign-in on a seeded server', () => {
  it('lists the seeded users and signs one in with an HttpOnly session cookie', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEMO_USERS.owner.email);

    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(DEMO_USERS.owner.email)}`,
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/home');
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/^veriflow_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const token = cookie.split(';')[0] ?? '';
    const orgs = await app.inject({ method: 'GET', url: '/api/sandbox/v1/auth/user/organizations', headers: { cookie: token } });
    expect(orgs.json().organizations[0]).toMatchObject({ id: DEMO_ORG_ID, role: 'owner' });

    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: token } });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/sandbox/v1/auth/user/organizations', headers: { cookie: token } });
    expect(after.statusCode).toBe(401);
  });

  it('looks like the console: its favicon, its font and its primary colour, light and dark', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/login' });
    expect(page.body).toContain(FAVICON_LINK);
    expect(page.body).toContain(FONT_FACE_CSS);
    expect(page.body).toContain(`--accent:${PRIMARY.light.solid}`);
    expect(page.body).toContain('prefers-color-scheme:dark');
    expect(page.body).not.toContain('#4462ec');
  });

  it('refuses an unknown e-mail without issuing a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nobody%40example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('No user with the e-mail');
  });

  it('refuses a sign-in posted from another site (login CSRF) without issuing a session, and accepts its own page', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:4000' };
    const payload = `email=${encodeURIComponent(DEMO_USERS.owner.email)}`;
    const forged = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://app.localhost:4000' },
    ];
    for (const headers of forged) {
      const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { ...form, ...headers }, payload });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ type: 'forbidden', message: 'Cross-site request refused' });
      expect(res.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    for (const headers of [{ origin: 'http://localhost:4000', 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost:4000' }]) {
      const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { ...form, ...headers }, payload });
      expect(res.statusCode, JSON.stringify(headers)).toBe(303);
      expect(String(res.headers['set-cookie'])).toMatch(/^veriflow_session=/);
    }
  });
});
