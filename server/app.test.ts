import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { FAVICON_LINK, FONT_FACE_CSS, FONT_PATH } from './pages/brand';
import { configFromEnv } from './config';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'veriflow-server-'));
  for (const [sub, marker] of [['console', 'console-index'], ['demo', 'demo-index']] as const) {
    mkdirSync(path.join(dir, sub, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, sub, 'index.html'), `<!doctype html><title>${marker}</title>`);
    writeFileSync(path.join(dir, sub, 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  writeFileSync(path.join(dir, 'console', 'login.html'), '<!doctype html><title>sign-in-entry</title>');
  app = await buildServer({
    ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0' }, dir),
    dataDir: path.join(dir, 'data'),
    consoleDir: path.join(dir, 'console'),
    demoDir: path.join(dir, 'demo'),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('server foundation', () => {
  it('answers /api/health with its status and version', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'ok', driver: 'pglite' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the console index for any page address, so client routes load', async () => {
    for (const url of ['/', '/home', '/workflows/123/edit', '/not/a/page?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('console-index');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a full load of /login with its own small entry, and the demo console with its index', async () => {
    for (const url of ['/login', '/login?organization=org_1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('sign-in-entry');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeTruthy();
    }
    expect((await app.inject({ method: 'GET', url: '/login/more', headers: html })).body).toContain('console-index');
    expect((await app.inject({ method: 'GET', url: '/demo/login', headers: html })).body).toContain('demo-index');
  });

  it('serves the demo console under /demo/', async () => {
    const res = await app.inject({ method: 'GET', url: '/demo/home', headers: html });
    expect(res.body).toContain('demo-index');
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with 404 in the error shape, never the console page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ type: 'not_found', message: 'Not found', description: 'No route answers GET /api/nothing-here.' });
  });

  it('refuses environment calls without a session with 401 session_missing', async () => {
    for (const url of ['/api/sandbox/v1/auth/me', '/api/live/v1/auth/user/organizations']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ type: 'unauthorized', errorCode: 'session_missing' });
    }
  });

  it('answers a missing asset with 404 rather than the index page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('rejects a PORT that is not a port number with a clear message', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});

describe('API reference', () => {
  it('serves a readable reference of the contract at /docs/api', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script src="/docs/api/reference.js"></script>');
    expect(res.body).not.toMatch(/<script>/);
    const script = await app.inject({ method: 'GET', url: '/docs/api/reference.js' });
    expect(script.headers['content-type']).toContain('application/javascript');
    expect(script.body).toContain("Redoc.init('/docs/api/openapi.json'");
    const spec = await app.inject({ method: 'GET', url: '/docs/api/openapi.json' });
    expect(spec.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./), info: { title: 'Veriflow platform API' } });
    const bundle = await app.inject({ method: 'GET', url: '/docs/api/redoc.standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });

  it('has the console favicon and font, follows a dark system scheme and loads nothing from another host', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api', headers: html });
    expect(res.body).toContain(FAVICON_LINK);
    expect(res.body).toContain(FONT_FACE_CSS);
    expect(res.body).toContain('prefers-color-scheme: dark');
    expect(res.body).not.toMatch(/(src=|href=|url\()["']?https?:/);
    const bundle = await app.inject({ method: 'GET', url: '/docs/api/redoc.standalone.js' });
    expect(bundle.body).not.toContain('cdn.redoc.ly');
    const font = await app.inject({ method: 'GET', url: FONT_PATH });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
  });
});

describe('development sign-in', () => {
  it('is not offered unless VERIFLOW_DEV_LOGIN=1: /auth/login goes to the identity provider instead', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/login', headers: { ...html, host: 'localhost:4000' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^http:\/\/localhost:4000\/oidc\/auth\?/);
    const res = await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=owner%40acme.test' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('VERIFLOW_DEV_LOGIN=1');
  });

  it('is never offered in production mode', () => {
    expect(configFromEnv({ NODE_ENV: 'production', VERIFLOW_DEV_LOGIN: '1' }).devLogin).toBe(false);
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1' }).devLogin).toBe(true);
  });
});
