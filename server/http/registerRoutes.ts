import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ORG_ID_HEADER } from '~/contract';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { permissionsOf, type Permission } from '../auth/roles';
import { readSession, SESSION_COOKIE } from '../auth/sessions';
import { allowedWhileImpersonating } from '../auth/impersonation';
import { assertSameOrigin } from '../auth/sameOrigin';
import { allowedWhileUnverified, unverifiedEmail } from '../auth/verifiedEmail';
import { apiKeyContext } from './apiKeyAuth';
import { describeErrors, type ContractOperation } from './contract';
import type { Environment, OrgContext, RequestContext, SignedInUser } from './context';
import { badRequest, forbidden, HttpError, unauthorized } from './errors';
import type { RouteSpec } from './route';

export interface RouteRegistration {
  db: Kysely<Database>;
  contract: Map<string, ContractOperation>;
  /** Tests: every answer is checked against the contract, and one that does not match becomes a 500. */
  validateResponses?: boolean;
  /** The session cookie's name (`__Host-veriflow_session` over https; ADR 0008). */
  sessionCookie?: string;
  /** The server's public address: state-changing calls with a session must come from it (or the request's own host). */
  publicUrl?: string;
}

const ORG_HEADER = ORG_ID_HEADER.toLowerCase();
const ORG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const ENVIRONMENTS: readonly { prefix: string; environment: Environment }[] = [
  { prefix: '/api/sandbox', environment: 'test' },
  { prefix: '/api/live', environment: 'live' },
];

async function signedInUser(db: Kysely<Database>, request: FastifyRequest, operationId: string, cookieName = SESSION_COOKIE): Promise<SignedInUser> {
  const token = request.cookies[cookieName];
  if (!token) throw unauthorized('session_missing', 'This call needs a signed-in session, and the request carried none.');
  const session = await readSession(db, token);
  if (session.state === 'expired') throw unauthorized('session_expired', 'The session has expired. Sign in again.');
  if (session.state !== 'valid') throw unauthorized('session_invalid', 'The session is not valid. Sign in again.');
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'is_platform_operator', 'email_verified'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  if (!user.email_verified && !user.is_platform_operator && !allowedWhileUnverified(operationId)) throw unverifiedEmail();
  if (session.impersonatedOrgId && !user.is_platform_operator) throw unauthorized('session_invalid', 'The impersonation session ended: its operator is no longer a platform operator.');
  return { id: user.id, email: user.email, name: user.name, isPlatformOperator: user.is_platform_operator, impersonatedOrgId: session.impersonatedOrgId };
}

async function organisationContext(base: RequestContext & { user: SignedInUser; environment: Environment }, request: FastifyRequest): Promise<OrgContext> {
  const header = request.headers[ORG_HEADER];
  const orgId = Array.isArray(header) ? header[0] : header;
  if (!orgId) throw badRequest(`The ${ORG_ID_HEADER} header is required`, 'Name the organisation this call acts on in the header.');
  if (!ORG_ID_PATTERN.test(orgId)) throw badRequest(`The ${ORG_ID_HEADER} header is not an organisation id`);
  const impersonated = base.user.impersonatedOrgId;
  if (impersonated && orgId !== impersonated) {
    throw forbidden('You are not a member of this organisation', `This impersonation session reaches only organisation ${impersonated}.`);
  }
  const membership = await base.db
    .selectFrom('memberships')
    .select(['role'])
    .where('organization_id', '=', orgId)
    .where('user_id', '=', base.user.id)
    .where('invitation_status', '=', 'accepted')
    .executeTakeFirst();
  let role = impersonated ? undefined : membership?.role;
  if (!role && base.user.isPlatformOperator) {
    const exists = await base.db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
    if (exists) role = 'owner';
  }
  if (!role) throw forbidden('You are not a member of this organisation', `The signed-in user has no access to organisation ${orgId}.`);
  const { db } = base;
  const userId = base.user.id;
  return {
    ...base,
    orgId,
    role,
    permissions: permissionsOf(role),
    audit: async (action, target, detail = {}) => {
      await db
        .insertInto('audit_events')
        .values({
          organization_id: orgId,
          actor_user_id: userId,
          action,
          target_type: target.type,
          target_id: target.id ?? null,
          environment: base.environment,
          detail: json(detail),
          ip: request.ip,
        })
        .execute();
    },
  };
}

function checkPermission(ctx: OrgContext, permission: Permission) {
  if (ctx.permissions.has(permission)) return;
  const [action, resource] = permission.split(':');
  throw forbidden(`You don't have permission to ${action} ${resource}`, `Your role (${ctx.role}) lacks ${permission} in this organisation.`);
}

const MAX_JSON_DEPTH = 64;

/** Depth of nested arrays and objects, counted without recursion (a crafted body cannot overflow the stack). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function validateInput(op: ContractOperation, request: FastifyRequest) {
  const params = { ...(request.params as object) };
  if (!op.validateParams(params)) throw badRequest(describeErrors('path', op.validateParams.errors));
  const query = { ...(request.query as object) };
  if (!op.validateQuery(query)) throw badRequest(describeErrors('query', op.validateQuery.errors));
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  let body: unknown = request.body;
  if (op.validateBody && !contentType.startsWith('multipart/')) {
    if (body === undefined || body === null) {
      if (op.bodyRequired) throw badRequest('The request needs a JSON body', `${op.operationId} takes a JSON body (Content-Type: application/json).`);
    } else if (jsonDepth(body) > MAX_JSON_DEPTH) {
      throw badRequest('The JSON body is nested too deeply', `Objects and arrays may be nested at most ${MAX_JSON_DEPTH} levels.`);
    } else if (!op.validateBody(body)) {
      throw badRequest(describeErrors('body', op.validateBody.errors));
    }
  } else if (!op.validateBody && op.bodyTypes.length === 0) {
    body = undefined;
  }
  return { params, query, body };
}

/** Mounts each route at its contract path, with session, organisation, permission and input checks. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteSpec[], options: RouteRegistration) {
  for (const spec of routes) {
    const op = options.contract.get(spec.operationId);
    if (!op) throw new Error(`Route ${spec.operationId} is not an operation of contract/openapi.yaml`);
    const mounts = op.outsideEnvironments
      ? [{ url: `/api${op.routePath}`, environment: null }]
      : ENVIRONMENTS.map(({ prefix, environment }) => ({ url: `${prefix}${op.routePath}`, environment }));
    for (const mount of mounts) {
      app.route({
        method: op.method.toUpperCase() as 'GET',
        url: mount.url,
        ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
        onSend: options.validateResponses
          ? async (request, reply, payload) => {
              const type = String(reply.getHeader('content-type') ?? '');
              if (!type.includes('json') && reply.statusCode !== 204) return payload;
              const body = typeof payload === 'string' && payload.length ? (JSON.parse(payload) as unknown) : undefined;
              const problem = op.validateResponse(reply.statusCode, body);
              if (!problem) return payload;
              request.log.error({ problem }, 'response does not match the contract');
              reply.code(500);
              return JSON.stringify({ type: 'internal_error', message: 'Response does not match the contract', description: problem });
            }
          : undefined,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const base: RequestContext = { db: options.db, request, environment: mount.environment, user: null, sessionCookie: options.sessionCookie ?? SESSION_COOKIE };
          let ctx: RequestContext = base;
          if (request.cookies[options.sessionCookie ?? SESSION_COOKIE]) assertSameOrigin(request, options.publicUrl);
          const keyCtx = spec.apiKey && mount.environment ? await apiKeyContext(options.db, request, mount.environment) : null;
          if (keyCtx) {
            ctx = keyCtx;
          } else if (spec.access !== 'public') {
            const user = await signedInUser(options.db, request, spec.operationId, options.sessionCookie);
            if (user.impersonatedOrgId && !allowedWhileImpersonating(spec.operationId)) {
              throw forbidden('Not available while impersonating', `An impersonation session acts only inside organisation ${user.impersonatedOrgId}; sign in as yourself for this.`);
            }
            ctx = { ...base, user };
            if (spec.access !== 'user') {
              if (!mount.environment) throw new Error(`${spec.operationId} needs an organisation but is served outside the environments`);
              const orgCtx = await organisationContext({ ...base, user, environment: mount.environment }, request);
              if (spec.access !== 'member') checkPermission(orgCtx, spec.access);
              ctx = orgCtx;
            }
          }
          const input = validateInput(op, request);
          const answer = await spec.handler({ ...input, ctx: ctx as OrgContext, reply } as never);
          if (answer === reply || reply.sent) return reply;
          const { status, body } = answer as { status: number; body: unknown };
          return reply.status(status).send(body);
        },
      });
    }
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
