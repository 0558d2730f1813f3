import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '~/contract/reference';
import { allowedWhileImpersonating } from '../auth/impersonation';
import { assertSameOrigin } from '../auth/sameOrigin';
import { SESSION_COOKIE } from '../auth/sessions';
import { apiKeyContext } from './apiKeyAuth';
import { hostedLinkContext } from './hostedTokenAuth';
import type { ContractOperation } from './contract';
import type { Environment, RequestContext } from './context';
import { forbidden } from './errors';
import { organisationContext, requirePermission } from './organisation';
import type { Access, RouteSpec } from './route';
import { signedInUser } from './session';

/** A route's guard as the hook applies it: declared with the route, checked against its contract operation. */
export interface RouteGuard {
  operationId: string;
  access: Access;
  /** Also accepts an API key of the environment, which names the organisation instead of a session. */
  apiKey: boolean;
  /** Also accepts a QuickLink's access token (the /hosted operations, ADR 0025), which names the link and its organisation. */
  hostedToken: boolean;
  /** The environment the route is mounted in; null for routes served once under /api. */
  environment: Environment | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerRoutes on every route of the platform API; the guard hook refuses a route without one. */
    guard?: RouteGuard;
  }
  interface FastifyRequest {
    /** Who calls, as the guard hook established it; the route's handler reads it. */
    callContext: RequestContext | null;
  }
}

export interface GuardOptions {
  db: Kysely<Database>;
  /** The session cookie's name (`__Host-veriflow_session` over https; ADR 0008). */
  sessionCookie?: string;
  /** The server's public address: state-changing calls with a session must come from it (or the request's own host). */
  publicUrl?: string;
}

type Admits = 'public' | 'user' | 'member' | 'apiKey';
const ADMITTED: Record<Admits, string> = { public: 'anyone', user: 'any signed-in user', member: 'members of an organisation', apiKey: 'API keys only' };

function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'user' || value === 'member') return true;
  if (typeof value !== 'string') return false;
  const [action = '', resource = '', ...rest] = value.split(':');
  return rest.length === 0 && (PERMISSION_ACTIONS as readonly string[]).includes(action) && (PERMISSION_RESOURCES as readonly string[]).includes(resource);
}

/**
 * The guard a route declares. Throws at registration (the server does not start) when the route
 * declares none, names an unknown permission, or admits other callers than its contract operation's
 * `security` does.
 */
export function declaredGuard(spec: Pick<RouteSpec, 'operationId' | 'access' | 'apiKey' | 'hostedToken'>, op: ContractOperation): Omit<RouteGuard, 'environment'> {
  const { operationId } = spec;
  const access: unknown = spec.access;
  if (access === undefined || access === null) throw new Error(`Route ${operationId} declares no guard: give it access public, user, member or a permission`);
  if (!isAccess(access)) throw new Error(`Route ${operationId} declares an unknown access ${JSON.stringify(access)}`);
  const { security } = op;
  const contract: Admits = security.anonymous ? 'public' : security.organization ? 'member' : security.session ? 'user' : 'apiKey';
  const declared: Admits = access === 'public' || access === 'user' ? access : 'member';
  if (contract !== declared) {
    throw new Error(`Route ${operationId} admits ${ADMITTED[declared]} (access ${access}), but its operation in contract/openapi.yaml admits ${ADMITTED[contract]}`);
  }
  const apiKey = spec.apiKey === true;
  if (apiKey !== security.apiKey) {
    throw new Error(`Route ${operationId} ${apiKey ? 'accepts' : 'refuses'} API keys, but its operation in contract/openapi.yaml ${security.apiKey ? 'accepts' : 'refuses'} them`);
  }
  const hostedToken = spec.hostedToken === true;
  if (hostedToken !== security.hostedToken) {
    throw new Error(`Route ${operationId} ${hostedToken ? 'accepts' : 'refuses'} QuickLink tokens, but its operation in contract/openapi.yaml ${security.hostedToken ? 'accepts' : 'refuses'} them`);
  }
  if (hostedToken && apiKey) throw new Error(`Route ${operationId} cannot accept both API keys and QuickLink tokens`);
  if (declared === 'member' && op.outsideEnvironments) throw new Error(`Route ${operationId} needs an organisation but is served outside the environments`);
  return { operationId, access, apiKey, hostedToken };
}

/** Who calls a guarded route: an API key's organisation, the public, a signed-in user, or a member holding the permission. */
async function callerOf(guard: RouteGuard, request: FastifyRequest, options: GuardOptions): Promise<RequestContext> {
  const { db } = options;
  const sessionCookie = options.sessionCookie ?? SESSION_COOKIE;
  const base: RequestContext = { db, request, environment: guard.environment, user: null, sessionCookie };
  if (request.cookies[sessionCookie]) assertSameOrigin(request, options.publicUrl);
  const keyCaller = guard.apiKey && guard.environment ? await apiKeyContext(db, request, guard.environment) : null;
  if (keyCaller) return keyCaller;
  const linkCaller = guard.hostedToken && guard.environment ? await hostedLinkContext(db, request, guard.environment) : null;
  if (linkCaller) return linkCaller;
  if (guard.access === 'public') return base;
  const user = await signedInUser(db, request, guard.operationId, sessionCookie);
  if (user.impersonatedOrgId && !allowedWhileImpersonating(guard.operationId)) {
    throw forbidden('Not available while impersonating', `An impersonation session acts only inside organisation ${user.impersonatedOrgId}; sign in as yourself for this.`);
  }
  if (guard.access === 'user') return { ...base, user };
  if (!guard.environment) throw new Error(`${guard.operationId} needs an organisation but is served outside the environments`);
  const member = await organisationContext({ ...base, user, environment: guard.environment }, request);
  if (guard.access !== 'member') requirePermission(member, guard.access);
  return member;
}

/**
 * The one preHandler hook of the platform API: authentication, organisation and permission checks
 * from the route's declared guard. A route in its scope without a guard is refused (403) for everyone.
 * It runs after body parsing, so a malformed or too large body is refused first, as before.
 */
export function guardHook(options: GuardOptions) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const declared = request.routeOptions.config.guard;
    if (!declared) throw forbidden('This route declares no guard', `${request.method} ${request.routeOptions.url ?? request.url} admits no caller until it declares who may call it.`);
    request.callContext = await callerOf(declared, request, options);
  };
}
