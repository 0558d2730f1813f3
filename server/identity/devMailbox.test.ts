import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { openTestPglite } from '../test/database';

/**
 * Issue 18, item 6: the development mailbox shows password-reset links, so it is served only with
 * the development sign-in on, only to clients on this machine, and only on a loopback listen
 * address unless VERIFLOW_DEV_MAILBOX_ANY_HOST=1 asks otherwise.
 */
const servers: { app: FastifyInstance; dir: string }[] = [];
afterAll(async () => {
  for (const { app, dir } of servers) {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function serverWith(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-mailbox-'));
  const database = await openTestPglite();
  const app = await buildServer({ ...configFromEnv({ VERIFLOW_SEED: '0', LOG_LEVEL: 'silent', ...env }, dir), consoleDir: dir, demoDir: dir }, { database });
  app.addHook('onClose', () => database.close());
  servers.push({ app, dir });
  return app;
}

const mailboxFrom = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers: { accept: 'application/json' } });

const NOT_FOUND = { type: 'not_found', message: 'Not found', description: 'No route answers GET /dev/mailbox.' };

describe('the development mailbox', () => {
  it('is not served without the development sign-in, even outside production (npm start with VERIFLOW_DEV_LOGIN=0)', async () => {
    const app = await serverWith({ VERIFLOW_DEV_LOGIN: '0' });
    const res = await mailboxFrom(app);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('is served to this machine with the development sign-in on a loopback address, and to nobody else', async () => {
    const app = await serverWith({ VERIFLOW_DEV_LOGIN: '1', HOST: '127.0.0.1' });
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await mailboxFrom(app, local);
      expect(res.statusCode, local).toBe(200);
      expect(res.body).toContain('Development mailbox');
    }
    for (const remote of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3', 'fe80::1']) {
      const res = await mailboxFrom(app, remote);
      expect(res.statusCode, remote).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('is not served on a listen address that reaches the network, not even to this machine', async () => {
    // Other listen addresses and production are decided by the configuration (config.test.ts).
    const app = await serverWith({ VERIFLOW_DEV_LOGIN: '1', HOST: '0.0.0.0' });
    expect((await mailboxFrom(app)).statusCode).toBe(404);
  });

  it('is served to anyone on any address only when VERIFLOW_DEV_MAILBOX_ANY_HOST=1 asks for it', async () => {
    const app = await serverWith({ VERIFLOW_DEV_LOGIN: '1', HOST: '0.0.0.0', VERIFLOW_DEV_MAILBOX_ANY_HOST: '1' });
    expect((await mailboxFrom(app, '203.0.113.7')).statusCode).toBe(200);
  });
});
