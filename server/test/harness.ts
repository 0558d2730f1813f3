/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked against the contract by the server under test; tests read them loosely */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { ORG_ID_HEADER } from '~/contract';
import { fixedDnsAnswers } from './dns';
import { buildServer, type BuildOptions } from '../app';
import { configFromEnv } from '../config';
import type { DatabaseDriver, DatabaseHandle } from '../db/database';
import { openTestPglite, openTestPostgres } from './database';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import type { Role } from '../auth/roles';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { defaultFeatureFlags } from '../store/organizations';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw payload (e.g. malformed JSON) sent as is, with `contentType`. */
  payload?: string | Buffer;
  contentType?: string;
  query?: Record<string, string | number | boolean | string[]>;
  /** sandbox (default) or live; `none` sends the path as given. */
  env?: 'sandbox' | 'live' | 'none';
  headers?: Record<string, string>;
}

export interface Caller {
  userId: string;
  orgId: string;
  email: string;
  role: Role;
  headers: Record<string, string>;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<Answer<T>>;
  get<T = any>(url: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  patch<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  put<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  delete<T = any>(url: string, options?: RequestOptions): Promise<Answer<T>>;
}

export interface TestServer {
  driver: DatabaseDriver;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Creates an organisation (test mode, 100 free calls, postpaid) and answers its id. */
  createOrg(options?: { name?: string; liveEnabled?: boolean; region?: 'in' | 'us' }): Promise<string>;
  /** A signed-in user with the role in the organisation (a new one unless `orgId` is given). */
  signIn(options?: { role?: Role; orgId?: string; email?: string; platformOperator?: boolean }): Promise<Caller>;
  /** A caller with no session at all. */
  anonymous(orgId?: string): Caller;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function callerFor(app: FastifyInstance, base: Omit<Caller, 'request' | 'get' | 'post' | 'patch' | 'put' | 'delete'>): Caller {
  const request = async (method: string, url: string, options: RequestOptions = {}): Promise<Answer> => {
    const env = options.env ?? 'sandbox';
    const fullUrl = env === 'none' ? url : `/api/${env}${url}`;
    const headers: Record<string, string> = { ...base.headers, ...options.headers };
    let payload: string | Buffer | undefined;
    if (options.payload !== undefined) {
      payload = options.payload;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url: fullUrl, headers, payload, query: options.query as Record<string, string> });
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('json') && res.body) body = JSON.parse(res.body);
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    ...base,
    request,
    get: (url, o) => request('GET', url, o),
    post: (url, body, o) => request('POST', url, { ...o, body }),
    patch: (url, body, o) => request('PATCH', url, { ...o, body }),
    put: (url, body, o) => request('PUT', url, { ...o, body }),
    delete: (url, o) => request('DELETE', url, o),
  } as Caller;
}

export interface HarnessOptions {
  /** Webhook delivery's settings; without them the server delivers nothing (tests of other areas make no outbound calls). */
  webhookDelivery?: BuildOptions['webhookDelivery'];
  /** More environment for the server's configuration (e.g. VERIFLOW_DEV_LOGIN=1). */
  env?: Record<string, string>;
}

async function startServer(driver: DatabaseDriver, options: HarnessOptions = {}): Promise<{ server: TestServer; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-test-'));
  const schema = `t_${unique()}`;
  const database: DatabaseHandle =
    driver === 'pglite' ? await openTestPglite() : await openTestPostgres(schema);
  const app = await buildServer(
    { ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0', ...options.env }, dir), consoleDir: path.join(dir, 'none'), demoDir: path.join(dir, 'none') },
    { database, validateResponses: true, webhookDelivery: options.webhookDelivery ?? false, resolveWebhookHost: fixedDnsAnswers },
  );
  await app.ready();
  const db = database.db;

  const createOrg: TestServer['createOrg'] = async (options = {}) => {
    const id = `org_${unique()}`;
    await db
      .insertInto('organizations')
      .values({
        id,
        display_name: options.name ?? `Org ${id}`,
        industry: 'fintech',
        geography: 'in',
        region: options.region ?? 'in',
        is_live_enabled: options.liveEnabled ?? false,
        live_status: options.liveEnabled ? 'APPROVED' : null,
        feature_flags: json(defaultFeatureFlags(options.region ?? 'in')),
      })
      .execute();
    return id;
  };

  const server: TestServer = {
    driver,
    app,
    db,
    createOrg,
    async signIn(options = {}) {
      const role = options.role ?? 'owner';
      const orgId = options.orgId ?? (await createOrg());
      const email = options.email ?? `${role}.${unique()}@example.test`;
      const userId = `usr_${unique()}`;
      await db
        .insertInto('users')
        .values({ id: userId, email, name: `Test ${role}`, nickname: role, email_verified: true, is_platform_operator: options.platformOperator ?? false })
        .execute();
      await db.insertInto('memberships').values({ organization_id: orgId, user_id: userId, role }).execute();
      const { token } = await createSession(db, userId);
      return callerFor(app, { userId, orgId, email, role, headers: { cookie: `${SESSION_COOKIE}=${token}`, [ORG_ID_HEADER.toLowerCase()]: orgId } });
    },
    anonymous(orgId = 'org_none') {
      return callerFor(app, { userId: '', orgId, email: '', role: 'unassigned', headers: { [ORG_ID_HEADER.toLowerCase()]: orgId } });
    },
  };
  return {
    server,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the same tests against the embedded PGlite and against the real Postgres server, each with
 * an empty database of its own (a fresh schema on Postgres), so neither path can rot.
 */
export function describeEachDatabase(title: string, body: (server: () => TestServer) => void, options: HarnessOptions = {}) {
  for (const driver of ['pglite', 'postgres'] as const) {
    describe(`${title} [${driver}]`, () => {
      let started: Awaited<ReturnType<typeof startServer>> | undefined;
      beforeAll(async () => {
        started = await startServer(driver, options);
      });
      afterAll(async () => {
        await started?.stop();
      });
      body(() => {
        if (!started) throw new Error('The test server did not start');
        return started.server;
      });
    });
  }
}

export { randomUUID };
