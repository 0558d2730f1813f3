import type { FastifyRequest } from 'fastify';
import { describeErrors, type ContractOperation } from './contract';
import { badRequest } from './errors';

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

/** The request's path parameters, query and JSON body, checked against the operation (400 naming what is wrong). */
export function validateInput(op: ContractOperation, request: FastifyRequest) {
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
