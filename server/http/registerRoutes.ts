import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from './contract';
import type { Environment, OrgContext } from './context';
import { HttpError } from './errors';
import { declaredGuard, guardHook, type GuardOptions, type RouteGuard } from './guard';
import type { RouteSpec } from './route';
import { validateInput } from './validateInput';

export interface RouteRegistration extends GuardOptions {
  routes: readonly RouteSpec[];
  contract: Map<string, ContractOperation>;
  /** Tests: every answer is checked against the contract, and one that does not match becomes a 500. */
  validateResponses?: boolean;
}

const ENVIRONMENTS: readonly { prefix: string; environment: Environment }[] = [
  { prefix: '/api/sandbox', environment: 'test' },
  { prefix: '/api/live', environment: 'live' },
];

function responseValidator(op: ContractOperation) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json') && reply.statusCode !== 204) return payload;
    const body = typeof payload === 'string' && payload.length ? (JSON.parse(payload) as unknown) : undefined;
    const problem = op.validateResponse(reply.statusCode, body);
    if (!problem) return payload;
    request.log.error({ problem }, 'response does not match the contract');
    reply.code(500);
    return JSON.stringify({ type: 'internal_error', message: 'Response does not match the contract', description: problem });
  };
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (415, before the body is read) a body of a content type the operation does not take: a
 * multipart or form body to a JSON operation never reaches its handler as an empty body. An
 * operation without a body still tolerates a JSON one (it is ignored), as clients send `{}`.
 */
function contentTypeGuard(op: ContractOperation) {
  const accepted = op.bodyTypes.length ? op.bodyTypes : ['application/json'];
  return async (request: FastifyRequest) => {
    const header = request.headers['content-type'];
    if (header === undefined || BODYLESS.has(request.method)) return;
    const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
    if (accepted.includes(type)) return;
    throw new HttpError(415, 'bad_request', 'Unsupported content type', `${op.operationId} takes ${accepted.join(' or ')}, not ${type || 'an empty content type'}.`);
  };
}

/**
 * The platform API as a Fastify plugin: mounts each route at its contract path with its declared
 * guard, which the one guard hook applies before the handler; the handler checks the input against
 * the operation and calls the route. Every route's operation and guard are checked before any is mounted.
 */
export async function registerRoutes(app: FastifyInstance, options: RouteRegistration) {
  const declared = options.routes.map((spec) => {
    const op = options.contract.get(spec.operationId);
    if (!op) throw new Error(`Route ${spec.operationId} is not an operation of contract/openapi.yaml`);
    return { spec, op, guard: declaredGuard(spec, op) };
  });
  app.decorateRequest('callContext', null);
  app.addHook('preHandler', guardHook(options));
  for (const { spec, op, guard } of declared) {
    const mounts = op.outsideEnvironments
      ? [{ url: `/api${op.routePath}`, environment: null }]
      : ENVIRONMENTS.map(({ prefix, environment }) => ({ url: `${prefix}${op.routePath}`, environment }));
    for (const mount of mounts) {
      const routeGuard: RouteGuard = { ...guard, environment: mount.environment };
      app.route({
        method: op.method.toUpperCase() as 'GET',
        url: mount.url,
        config: { guard: routeGuard },
        ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
        onRequest: contentTypeGuard(op),
        onSend: options.validateResponses ? responseValidator(op) : undefined,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = request.callContext;
          if (!ctx) throw new Error(`${spec.operationId} ran without its guard`);
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
