import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite, openTestPostgres, openTestPostgresAgain } from '../test/database';
import { markEmailVerified, signUp } from './accounts';
import { clientNetwork, SIGN_IN_LIMITS } from './signInLimits';
import { testBrowser } from './test/browser';
import { signInAtProvider } from './test/flows';

/**
 * Issue 18, item 9: wrong passwords from strangers must not lock the owner out. Limits by address
 * and by account and address refuse; the account-wide limit only slows; the counters are in the
 * database, so they outlive a restart and two servers on one database share them (ADR 0036).
 */
const PASSWORD = 'a long test password';
const WRONG = 'not the password at all';
const START = Date.UTC(2026, 0, 5, 9, 0, 0); // the start of a 15-minute window
let counter = 0;

describe('the network a limit counts', () => {
  it('keeps IPv4 (also IPv4-mapped) and counts IPv6 by its /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
  });
});

for (const driver of ['pglite', 'postgres'] as const) {
  // Each test walks dozens of sign-in flows (scrypt on every password); a loaded machine needs more than 30 s.
  describe(`sign-in limits kept in the database [${driver}]`, { timeout: 90_000 }, () => {
    const clock = { now: START };
    const waits: number[] = [];
    const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-limits-'));
    const handles: DatabaseHandle[] = [];
    const apps: FastifyInstance[] = [];
    let primary: DatabaseHandle;
    let one: FastifyInstance;
    let two: FastifyInstance;

    const build = async (database: DatabaseHandle) => {
      const app = await buildServer(
        { ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0', LOG_LEVEL: 'silent' }, dir), consoleDir: path.join(dir, 'none'), demoDir: path.join(dir, 'none') },
        { database, webhookDelivery: false, signInLimits: { now: () => clock.now, wait: async (ms) => void waits.push(ms) } },
      );
      await app.ready();
      return app;
    };

    beforeAll(async () => {
      const schema = `t_limits_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const first = driver === 'pglite' ? await openTestPglite() : await openTestPostgres(schema);
      // Postgres: a second connection pool, as a second process has; PGlite has one opener by nature.
      const second = driver === 'pglite' ? first : await openTestPostgresAgain(schema);
      primary = first;
      handles.push(...new Set([second, first]));
      one = await build(first);
      two = await build(second);
      apps.push(one, two);
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const owner = async () => {
      const email = `owner.${Date.now().toString(36)}${counter++}@example.test`;
      const created = await signUp(primary.db, { name: 'Owner', email, password: PASSWORD });
      if (!created.ok) throw new Error('sign-up failed');
      await markEmailVerified(primary.db, created.account.id);
      return email;
    };
    const from = (app: FastifyInstance, address: string, email: string, password: string) => signInAtProvider(testBrowser(app, undefined, { remoteAddress: address }), email, password);

    it('five wrong passwords from one address leave the owner signing in from another; only that address and account are refused', async () => {
      const email = await owner();
      for (let i = 0; i < 5; i++) expect((await from(one, '203.0.113.10', email, WRONG)).status).toBe(401);
      expect((await from(one, '198.51.100.10', email, PASSWORD)).status).toBe(303);

      const refused = await from(one, '203.0.113.10', email, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Too many sign-in attempts. Try again in 15 minutes.');
      // Another account from the same address is not refused: the limit is the pair's.
      expect((await from(one, '203.0.113.10', await owner(), PASSWORD)).status).toBe(303);
    });

    it('refuses an address after 20 attempts, whichever accounts they name, and no other address', async () => {
      const email = await owner();
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) expect((await from(one, '203.0.113.20', `stranger${counter++}@example.test`, WRONG)).status).toBe(401);
      const refused = await from(one, '203.0.113.20', email, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Too many sign-in attempts.');
      expect((await from(one, '198.51.100.20', email, PASSWORD)).status).toBe(303);
    });

    it('slows an account attacked from many addresses, and its owner still signs in from a new one', async () => {
      const email = await owner();
      waits.length = 0;
      for (let i = 0; i < 12; i++) expect((await from(one, `192.0.2.${i + 1}`, email, WRONG)).status).toBe(401);
      expect(waits).toEqual([1_000, 2_000]);
      expect((await from(one, '198.51.100.30', email, PASSWORD)).status).toBe(303);
      expect(waits).toEqual([1_000, 2_000, 3_000]);
    });

    it('keeps the counts across a restart', async () => {
      const email = await owner();
      const before = await build(primary);
      for (let i = 0; i < 5; i++) expect((await from(before, '203.0.113.40', email, WRONG)).status).toBe(401);
      await before.close();
      const after = await build(primary);
      apps.push(after);
      expect((await from(after, '203.0.113.40', email, PASSWORD)).status).toBe(429);
      expect((await from(after, '198.51.100.40', email, PASSWORD)).status).toBe(303);
    });

    it('shares the counts between two servers on one database, also for attempts in parallel', async () => {
      const email = await owner();
      for (let i = 0; i < 3; i++) expect((await from(one, '203.0.113.50', email, WRONG)).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await from(two, '203.0.113.50', email, WRONG)).status).toBe(401);
      expect((await from(one, '203.0.113.50', email, PASSWORD)).status).toBe(429);
      expect((await from(two, '203.0.113.50', email, PASSWORD)).status).toBe(429);

      // Ten at once, half on each server: five are checked, five refused, never more.
      const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => from(i % 2 ? one : two, '203.0.113.51', email, WRONG)));
      const statuses = parallel.map((p) => p.status).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('lets a window end: the refused pair signs in again and ended windows are deleted', async () => {
      const email = await owner();
      clock.now = START + 60 * 60_000; // a fresh window of its own, away from the other tests
      for (let i = 0; i < 5; i++) expect((await from(one, '203.0.113.60', email, WRONG)).status).toBe(401);
      clock.now += 14 * 60_000;
      const refused = await from(one, '203.0.113.60', email, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Try again in 1 minute.');

      clock.now += 60_000; // the next window
      expect((await from(one, '203.0.113.61', `stranger${counter++}@example.test`, WRONG)).status).toBe(401);
      const db = primary.db;
      const ended = await db.selectFrom('sign_in_counters').select('window_start').where('window_start', '<', new Date(clock.now - SIGN_IN_LIMITS.windowMs)).execute();
      expect(ended).toEqual([]);
      expect((await from(two, '203.0.113.60', email, PASSWORD)).status).toBe(303);
      clock.now = START;
    });
  });
}
