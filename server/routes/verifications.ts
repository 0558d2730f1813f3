import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ApiCallerContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { requireLiveEnabled } from '../store/liveMode';
import { route, type RouteSpec } from '../http/route';
import { findService, type ServiceDefinition } from '../services/catalogue';
import { runService } from '../services/runService';
import { CREDITS_EXHAUSTED, httpAnswer, type HttpAnswer } from '../services/tryOut/httpAnswer';
import { issueRequestId, readRequestId, type RequestBinding } from '../services/tryOut/requestToken';
import { SERVICE_CALL_TIME_LIMIT_MS } from '../services/tryOut/timeLimit';
import { inputProblems } from '../services/tryOut/validateInputs';
import { chargeUsage } from '../store/usage';

type Inputs = Readonly<Record<string, unknown>>;

function serviceOf(serviceId: string): ServiceDefinition {
  const service = findService(serviceId);
  if (!service) throw notFound(`No verification service ${serviceId}`, 'GET /catalogue lists the services and their ids.');
  return service;
}

function refuseBadInputs(problems: string[]) {
  if (problems.length) throw badRequest(problems.join('; '), 'GET /catalogue lists each service’s inputs, their types and formats.');
}

/** Runs the service with the time limit, starting (or continuing, for a poll) at `startedAt`. */
async function runWithTimeLimit(service: ServiceDefinition, inputs: Inputs, ctx: ApiCallerContext, requestId: string, startedAt: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVICE_CALL_TIME_LIMIT_MS);
  try {
    return await runService(service.id, inputs, { environment: ctx.environment, transactionId: requestId, startedAt, now: Date.now(), signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

function send(reply: FastifyReply, answer: HttpAnswer) {
  if (answer.status === 400) throw badRequest(answer.message, 'The source refused the input.');
  return reply.status(answer.status).send(answer.body);
}

/** Direct calls of one sandbox service: the API explorer's try-out and its asynchronous poll. */
export const verificationRoutes: RouteSpec[] = [
  route({
    operationId: 'callVerificationService',
    access: 'create:v2-services',
    apiKey: true,
    async handler({ params, body, ctx, reply }) {
      const service = serviceOf(params.serviceId);
      refuseBadInputs(inputProblems(service, body));
      await requireLiveEnabled(ctx);
      const charge = await chargeUsage(ctx.db, ctx.orgId, ctx.environment, ctx.environment === 'test' ? 1 : service.price);
      if (!charge.charged) return reply.status(403).send(CREDITS_EXHAUSTED);
      const startedAt = Date.now();
      const binding: RequestBinding = { orgId: ctx.orgId, environment: ctx.environment, serviceId: service.id, inputs: body };
      const requestId = service.isAsync ? issueRequestId(binding, startedAt) : `req_${randomUUID()}`;
      const outcome = await runWithTimeLimit(service, body, ctx, requestId, startedAt);
      return send(reply, httpAnswer(outcome, requestId, Date.now()));
    },
  }),
  route({
    operationId: 'pollVerificationServiceResult',
    access: 'create:v2-services',
    apiKey: true,
    async handler({ params, body, ctx, reply }) {
      const service = serviceOf(params.serviceId);
      if (!service.isAsync || !service.async) throw notFound(`${service.displayName} is not asynchronous`, `Call POST /services/${service.id}; its answer is final.`);
      const { requestId, ...rest } = body;
      const pollInputs = service.async.inputs.filter((input) => input.key !== 'requestId');
      const problems = inputProblems(service, rest, pollInputs);
      if (typeof requestId !== 'string' || requestId === '') problems.unshift('requestId (Request ID) is required: send the requestId the first call answered');
      refuseBadInputs(problems);
      await requireLiveEnabled(ctx);
      const pollKeys = new Set(pollInputs.map((input) => input.key));
      const firstCallInputs = Object.fromEntries(Object.entries(rest).filter(([key]) => !pollKeys.has(key)));
      const binding: RequestBinding = { orgId: ctx.orgId, environment: ctx.environment, serviceId: service.id, inputs: firstCallInputs };
      const check = readRequestId(String(requestId), binding, Date.now());
      if (!check.valid) throw notFound('No such request', check.problem);
      const outcome = await runWithTimeLimit(service, rest, ctx, String(requestId), check.startedAt);
      return send(reply, httpAnswer(outcome, String(requestId), Date.now()));
    },
  }),
];
