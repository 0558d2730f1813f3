import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { apiRoutes } from '../routes';
import { describeEachDatabase } from '../test/harness';
import { loadContract, type ContractOperation, type OperationSecurity } from './contract';
import type { OrgContext, RequestContext } from './context';
import { errorHandler } from './errorHandler';
import { declaredGuard } from './guard';
import { registerRoutes } from './registerRoutes';
import type { Access, RouteSpec } from './route';

const accepting = Object.assign(() => true, { errors: null });
const SESSION: OperationSecurity = { anonymous: false, session: true, organization: false, apiKey: false, hostedToken: false };
const MEMBER: OperationSecurity = { ...SESSION, organization: true };
const PUBLIC: OperationSecurity = { anonymous: true, session: false, organization: false, apiKey: false, hostedToken: false };

/** A contract operation of its own, at `/<operationId>`, taking no input and answering anything. */
function operation(operationId: string, security: OperationSecurity): ContractOperation {
  return {
    operationId,
    method: 'get',
    path: `/${operationId}`,
    routePath: `/${operationId}`,
    outsideEnvironments: false,
    validateParams: accepting as never,
    validateQuery: accepting as never,
    validateBody: null,
    bodyRequired: false,
    bodyTypes: [],
    validateResponse: () => null,
    security,
  };
}

/** A route that answers who called it, as the guard established. */
function whoami(operationId: string, access: Access | undefined): RouteSpec {
  return {
    operationId,
    access,
    async handler({ ctx }: { ctx: RequestContext }) {
      const org = ctx as Partial<OrgContext>;
      return { status: 200, body: { user: ctx.user?.id ?? null, environment: ctx.environment, orgId: org.orgId ?? null, role: org.role ?? null } };
    },
  } as unknown as RouteSpec;
}

async function serverWith(db: Kysely<Database>, routes: RouteSpec[], contract: ContractOperation[], extra?: (scope: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  await app.register(fastifyCookie);
  await app.register(async (scope) => {
    await registerRoutes(scope, { db, routes, contract: new Map(contract.map((op) => [op.operationId, op])) });
    extra?.(scope);
  });
  await app.ready();
  return app;
}

const noDatabase = {} as Kysely<Database>;

describe('a route declares its guard, and registration refuses one that does not', () => {
  it('refuses a route without a guard, so the server does not start', async () => {
    await expect(serverWith(noDatabase, [whoami('readThings', undefined)], [operation('readThings', MEMBER)])).rejects.toThrow(
      'Route readThings declares no guard: give it access public, user, member or a permission',
    );
  });

  it('refuses an unknown permission', async () => {
    expect(() => declaredGuard(whoami('readThings', 'fly:kites' as Access), operation('readThings', MEMBER))).toThrow('Route readThings declares an unknown access "fly:kites"');
  });

  it("refuses a guard that admits other callers than the contract operation's security", () => {
    expect(() => declaredGuard(whoami('readThings', 'public'), operation('readThings', MEMBER))).toThrow(
      "Route readThings admits anyone (access public), but its operation in contract/openapi.yaml admits members of an organisation",
    );
    expect(() => declaredGuard(whoami('readThings', 'read:workflows'), operation('readThings', SESSION))).toThrow(/admits any signed-in user/);
    expect(() => declaredGuard({ ...whoami('readThings', 'read:workflows'), apiKey: true }, operation('readThings', MEMBER))).toThrow(
      "Route readThings accepts API keys, but its operation in contract/openapi.yaml refuses them",
    );
    expect(() => declaredGuard({ ...whoami('readThings', 'read:workflows'), hostedToken: true }, operation('readThings', MEMBER))).toThrow(
      "Route readThings accepts QuickLink tokens, but its operation in contract/openapi.yaml refuses them",
    );
    expect(() => declaredGuard(whoami('readThings', 'read:workflows'), operation('readThings', { ...MEMBER, hostedToken: true }))).toThrow(
      "Route readThings refuses QuickLink tokens, but its operation in contract/openapi.yaml accepts them",
    );
  });

  it('finds every route of the platform API guarded as its contract operation says', () => {
    const contract = loadContract();
    for (const spec of apiRoutes) {
      const op = contract.get(spec.operationId);
      expect(op, spec.operationId).toBeDefined();
      expect(declaredGuard(spec, op as ContractOperation).access).toBe(spec.access);
    }
  });
});

describe('the guard hook applies each route’s guard before its handler', () => {
  it('lets anyone call a public route, and refuses a session route without a session (401, handler not run)', async () => {
    const app = await serverWith(noDatabase, [whoami('ping', 'public'), whoami('me', 'user'), whoami('things', 'read:workflows')], [
      operation('ping', PUBLIC),
      operation('me', SESSION),
      operation('things', MEMBER),
    ]);
    const ping = await app.inject({ method: 'GET', url: '/api/live/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ user: null, environment: 'live', orgId: null, role: null });
    for (const url of ['/api/sandbox/me', '/api/sandbox/things']) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        type: 'unauthorized',
        message: 'Sign in to continue',
        description: 'This call needs a signed-in session, and the request carried none.',
        errorCode: 'session_missing',
      });
    }
    await app.close();
  });

  it('denies everyone a route in its scope that declares no guard (403)', async () => {
    const app = await serverWith(noDatabase, [], [], (scope) => {
      scope.get('/api/sandbox/unguarded', async () => ({ leaked: true }));
    });
    const answer = await app.inject({ method: 'GET', url: '/api/sandbox/unguarded' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ type: 'forbidden', message: 'This route declares no guard' });
    await app.close();
  });
});

describeEachDatabase('the guard hook with sessions and roles', (server) => {
  const routes = [whoami('readThings', 'read:workflows'), whoami('deleteThings', 'delete:workflows'), whoami('anyMember', 'member'), whoami('me', 'user')];
  const contract = [operation('readThings', MEMBER), operation('deleteThings', MEMBER), operation('anyMember', MEMBER), operation('me', SESSION)];

  it('gives a member the routes their role permits and refuses the others with 403', async () => {
    const app = await serverWith(server().db, routes, contract);
    const member = await server().signIn({ role: 'member' });
    const read = await app.inject({ method: 'GET', url: '/api/sandbox/readThings', headers: member.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ user: member.userId, environment: 'test', orgId: member.orgId, role: 'member' });
    const remove = await app.inject({ method: 'GET', url: '/api/sandbox/deleteThings', headers: member.headers });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({
      type: 'forbidden',
      message: "You don't have permission to delete workflows",
      description: 'Your role (member) lacks delete:workflows in this organisation.',
    });
    const owner = await server().signIn({ role: 'owner' });
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/deleteThings', headers: owner.headers })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses an organisation the user does not belong to, and needs no organisation for a user route', async () => {
    const app = await serverWith(server().db, routes, contract);
    const member = await server().signIn({ role: 'member' });
    const elsewhere = await server().createOrg();
    const headers = { ...member.headers, 'x-veriflow-auth-org-id': elsewhere };
    const refused = await app.inject({ method: 'GET', url: '/api/sandbox/anyMember', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: 'forbidden', message: 'You are not a member of this organisation' });
    const me = await app.inject({ method: 'GET', url: '/api/sandbox/me', headers });
    expect(me.json()).toEqual({ user: member.userId, environment: 'test', orgId: null, role: null });
    await app.close();
  });
});
