import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_HTML_ENTRIES } from '~/contract/consoleEntries';
import { DEFAULT_ORGANIZATIONS_URL } from '~/contract/consoleSessionStart';
import { sessionStartPreload } from './sessionStartPreload';
import { staticConsole } from './staticConsole';

const COOKIE = 'veriflow_session';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function consoleServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-console-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dir, 'login.html'), '<!doctype html><title>sign-in</title>');
  const app = Fastify();
  await app.register(fastifyCookie);
  const spaFallback = await staticConsole(app, [{ prefix: '/', dir, htmlEntries: CONSOLE_HTML_ENTRIES, preloadFor: (request) => sessionStartPreload(request, COOKIE) }]);
  app.setNotFoundHandler((request, reply) => {
    if (!spaFallback(request, reply)) void reply.status(404).send('none');
  });
  return app;
}

const page = (url: string, cookie?: string) => ({ method: 'GET' as const, url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the console page preloads the session start (ADR 0050)', () => {
  it('names the organisation list in a Link preload for a visitor with a session', async () => {
    const app = await consoleServer();
    const res = await app.inject(page('/home', `${COOKIE}=abc`));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers.link).toBe(`<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`);
    expect(DEFAULT_ORGANIZATIONS_URL).toBe('/api/sandbox/v1/auth/user/organizations');
    await app.close();
  });

  it('sends no preload to a signed-out visitor, on the sign-in page or on an address that starts an impersonation', async () => {
    const app = await consoleServer();
    const signedOut = await app.inject(page('/workflows'));
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers.link).toBeUndefined();
    const signIn = await app.inject(page('/login', `${COOKIE}=abc`));
    expect(signIn.body).toContain('<title>sign-in</title>');
    expect(signIn.headers.link).toBeUndefined();
    const impersonating = await app.inject(page('/home?authToken=t&orgId=org_1', `${COOKIE}=abc`));
    expect(impersonating.body).toContain('<title>console</title>');
    expect(impersonating.headers.link).toBeUndefined();
    await app.close();
  });
});
