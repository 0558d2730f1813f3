import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { FONT_PATH } from '../pages/brand';
import { openTestPglite } from '../test/database';
import { securityHeadersFor } from './securityHeaders';

/** Issue 18, item 7 (ADR 0035): every kind of page and answer carries the security headers. */
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function serverWith(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-headers-'));
  dirs.push(dir);
  for (const [sub, marker] of [['console', 'console-index'], ['demo', 'demo-index']] as const) {
    mkdirSync(path.join(dir, sub, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, sub, 'index.html'), `<!doctype html><title>${marker}</title>`);
    writeFileSync(path.join(dir, sub, 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  writeFileSync(path.join(dir, 'console', 'flow.html'), '<!doctype html><title>hosted-flow</title>');
  const database = await openTestPglite();
  const app = await buildServer(
    { ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0', VERIFLOW_DEV_LOGIN: '1', ...env }, dir), consoleDir: path.join(dir, 'console'), demoDir: path.join(dir, 'demo') },
    { database, webhookDelivery: false },
  );
  app.addHook('onClose', () => database.close());
  apps.push(app);
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml', host: 'localhost:4000' };
const json = { accept: 'application/json', host: 'localhost:4000' };

/** One request of every kind the server answers, each with what it is. */
const KINDS: readonly { kind: string; method?: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string }[] = [
  { kind: 'console page', url: '/', headers: html },
  { kind: 'console client route', url: '/workflows/wf_1/edit', headers: html },
  { kind: 'demo console', url: '/demo/home', headers: html },
  { kind: 'static asset', url: '/assets/app-abc123.js', headers: {} },
  { kind: 'font of the server pages', url: FONT_PATH, headers: {} },
  { kind: 'API JSON', url: '/api/health', headers: json },
  { kind: 'API error (401)', url: '/api/sandbox/v1/auth/me', headers: { ...json, 'x-veriflow-auth-org-id': 'org_x' } },
  { kind: 'unknown API route (404)', url: '/api/sandbox/v1/nothing-here', headers: json },
  { kind: 'API reference page', url: '/docs/api', headers: html },
  { kind: 'API reference script', url: '/docs/api/reference.js', headers: {} },
  { kind: 'contract JSON', url: '/docs/api/openapi.json', headers: json },
  { kind: 'development sign-in page', url: '/auth/login', headers: html },
  { kind: 'refused sign-in POST', method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'email=x' },
  { kind: 'identity provider page (Fastify)', url: '/oidc/reset', headers: html },
  { kind: 'identity provider discovery (Koa)', url: '/oidc/.well-known/openid-configuration', headers: json },
  { kind: 'identity provider error page (Koa)', url: '/oidc/auth?client_id=nobody', headers: html },
];

const HOSTED: readonly string[] = ['/flow?options=eyJ3ZWJ0IjoiVG9rZW4gdmZxbF94In0%3D', '/flow/', '/preview?options=eyJ3ZWJ0IjoiVG9rZW4gdmZxbF94In0%3D'];

const directives = (csp: unknown) => new Map(String(csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('security headers on every kind of page and answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serverWith({});
  });

  it.each(KINDS)('$kind ($url)', async ({ method = 'GET', url, headers, payload }) => {
    const res = await app.inject({ method, url, headers, payload });
    expect(res.statusCode, url).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src'), url).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security'], 'no HSTS over http').toBeUndefined();
  });

  it.each(HOSTED)('the hosted flow (%s) may be framed by the console of its own origin only, and sends no referrer', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: html });
    expect(res.body).toContain('hosted-flow');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the reference page free of inline scripts, which the policy would block', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api', headers: html });
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every kind of answer when the public address is https', async () => {
    const app = await serverWith({ VERIFLOW_PUBLIC_URL: 'https://veriflow.example.com' });
    for (const { url, headers } of [...KINDS.filter((k) => !k.method), { url: HOSTED[0] ?? '/flow', headers: html }]) {
      const res = await app.inject({ method: 'GET', url, headers: { ...headers, host: 'veriflow.example.com' } });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('only frames the hosted flow itself, not addresses that merely begin like it', () => {
    expect(securityHeadersFor('/flowchart', 'http://localhost:4000')['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(securityHeadersFor('/flow/preview?x=1', 'http://localhost:4000')['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
