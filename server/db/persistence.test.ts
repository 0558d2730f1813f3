import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { DEMO_ORG_ID, DEMO_USERS } from '../seed/demoOrganisation';

const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = () => buildServer({ ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_DEV_LOGIN: '1' }, dir), consoleDir: dir, demoDir: dir });

async function signIn(app: FastifyInstance) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=${encodeURIComponent(DEMO_USERS.owner.email)}`,
  });
  return { cookie: String(res.headers['set-cookie']).split(';')[0] ?? '', 'x-veriflow-auth-org-id': DEMO_ORG_ID };
}

describe('the embedded database keeps its data across restarts', () => {
  it('seeds once, and what was created before a restart is there after it, sessions included', async () => {
    const first = await start();
    const headers = await signIn(first);
    const created = await first.inject({
      method: 'POST',
      url: '/api/sandbox/blocklists',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Survives restarts', attributeName: 'pan', type: 'blocklist' }),
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await start();
    const listed = await second.inject({ method: 'GET', url: '/api/sandbox/blocklists?limit=100', headers });
    expect(listed.statusCode).toBe(200);
    const names = (listed.json() as { blocklists: { name: string }[] }).blocklists.map((l) => l.name);
    expect(names).toContain('Survives restarts');
    expect(names.filter((n) => n === 'Known fraud PANs')).toHaveLength(1);
    await second.close();
  }, 180_000);
});
