import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_HTML_ENTRIES, PAGE_PRELOADS_FILE, type PagePreloads } from '~/contract/consoleEntries';
import { DEFAULT_ORGANIZATIONS_URL, SESSION_SNAPSHOT_ELEMENT_ID, type SessionSnapshot } from '~/contract/consoleSessionStart';
import { firstLoadHints } from './firstLoadHints';
import { consolePageHtml } from './pagePreloads';
import { staticConsole } from './staticConsole';

const COOKIE = 'veriflow_session';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const INDEX_HTML = '<!doctype html><html><head><title>console</title><link rel="modulepreload" crossorigin href="/assets/entry.js"></head><body></body></html>';

async function consoleServer(preloads?: PagePreloads, snapshotFor?: (cookieHeader: string, pathname: string) => Promise<SessionSnapshot | null>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-console-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'login.html'), '<!doctype html><title>sign-in</title>');
  if (preloads) {
    mkdirSync(path.join(dir, path.dirname(PAGE_PRELOADS_FILE)));
    writeFileSync(path.join(dir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
  }
  const app = Fastify();
  await app.register(fastifyCookie);
  const pageHtml = consolePageHtml(dir);
  const spaFallback = await staticConsole(app, [{ prefix: '/', dir, htmlEntries: CONSOLE_HTML_ENTRIES, firstLoadHints: (request) => firstLoadHints(request, { sessionCookie: COOKIE, pageHtml, sessionSnapshot: snapshotFor }) }]);
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
    expect(res.body).toBe(INDEX_HTML);
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

describe('the console page names its page files on a first load (ADR 0051)', () => {
  const preloads: PagePreloads = {
    routes: [
      { path: '/workflows', files: ['assets/WorkflowsPage.js', 'assets/Table.js'] },
      { path: '/workflows/create', files: ['assets/Editor.js'] },
      { path: '/workflows/:workflowId/edit', files: ['assets/Editor.js', 'assets/entry.js'] },
      { path: '/reports/device', files: [] },
      { path: '/reports/:transactionId', files: ['assets/Trace.js'] },
    ],
  };

  it("adds a modulepreload link for each of the page's files that index.html does not name, for a signed-in visitor", async () => {
    const app = await consoleServer(preloads);
    const list = await app.inject(page('/workflows', `${COOKIE}=abc`));
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.body).toBe(INDEX_HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/WorkflowsPage.js"><link rel="modulepreload" crossorigin href="/assets/Table.js">\n</head>'));
    const editor = await app.inject(page('/workflows/wf_1/edit?tab=settings', `${COOKIE}=abc`));
    expect(editor.body.match(/modulepreload/g)).toHaveLength(2);
    expect(editor.body).toContain('href="/assets/Editor.js"');
    await app.close();
  });

  it('names nothing more for a page without files of its own, an unknown address or a signed-out visitor', async () => {
    const app = await consoleServer(preloads);
    expect((await app.inject(page('/reports/device', `${COOKIE}=abc`))).body).toBe(INDEX_HTML);
    expect((await app.inject(page('/nowhere', `${COOKIE}=abc`))).body).toBe(INDEX_HTML);
    expect((await app.inject(page('/workflows'))).body).toBe(INDEX_HTML);
    await app.close();
  });
});

describe('the console page carries the session start (ADR 0052)', () => {
  const snapshot: SessionSnapshot = {
    apiBase: '/api/sandbox',
    orgId: 'org_1',
    organizations: { organizations: [{ id: 'org_1', display_name: '<b>Acme</b>' }] } as never,
    authDetails: { user: { email: 'a@example.test' } } as never,
    settings: { isLiveEnabled: false } as never,
  };

  it('embeds the answers for the cookie it was sent, kept by no cache, with no preload to ask for them again', async () => {
    const asked: string[] = [];
    const app = await consoleServer(undefined, async (cookie, pathname) => {
      asked.push(`${pathname} ${cookie}`);
      return snapshot;
    });
    const res = await app.inject(page('/home?tab=1', `${COOKIE}=abc; theme=dark`));
    expect(asked).toEqual([`/home ${COOKIE}=abc; theme=dark`]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.link).toBeUndefined();
    const block = new RegExp(`<script type="application/json" id="${SESSION_SNAPSHOT_ELEMENT_ID}">(.*?)</script>`).exec(res.body);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(snapshot);
    expect(res.body).not.toContain('<b>');
    await app.close();
  });

  it('falls back to the preload when the server cannot give the answers, and asks for none for a signed-out visitor or an impersonation', async () => {
    const asked: string[] = [];
    const app = await consoleServer(undefined, async (cookie) => {
      asked.push(cookie);
      if (cookie.includes('stale')) return null;
      throw new Error('the database is away');
    });
    const stale = await app.inject(page('/home', `${COOKIE}=stale`));
    expect(stale.body).toBe(INDEX_HTML);
    expect(stale.headers.link).toBe(`<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`);
    expect(stale.headers['cache-control']).toBe('no-cache');
    const failing = await app.inject(page('/home', `${COOKIE}=abc`));
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toBe(INDEX_HTML);
    expect(failing.headers.link).toBe(`<${DEFAULT_ORGANIZATIONS_URL}>; rel=preload; as=fetch; crossorigin`);
    expect(asked).toHaveLength(2);
    await app.inject(page('/home'));
    await app.inject(page('/home?authToken=t&orgId=org_1', `${COOKIE}=abc`));
    await app.inject(page('/login', `${COOKIE}=abc`));
    expect(asked).toHaveLength(2);
    await app.close();
  });
});
