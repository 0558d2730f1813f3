import type { FastifyRequest } from 'fastify';
import { describeErrors, type ContractOperation } from './contract';
import { badRequest } from './errors';
import { assertSafeText } from '../safeText';

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

/** Refuses a query string with a bad percent-encoding (the parser would keep it as literal text). */
function assertQueryEncoding(url: string) {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const part of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw badRequest('The query string is not validly encoded', `"${part.slice(0, 40)}" is not UTF-8 percent-encoding.`);
    }
  }
}

/**
 * The request's path parameters, query and JSON body, checked against the operation (400 naming
 * what is wrong): their schemas, the query's encoding, and text the database cannot store (NUL,
 * lone surrogates) anywhere in them.
 */
export function validateInput(op: ContractOperation, request: FastifyRequest) {
  const params = { ...(request.params as object) };
  assertSafeText(params, 'path');
  if (!op.validateParams(params)) throw badRequest(describeErrors('path', op.validateParams.errors));
  assertQueryEncoding(request.url);
  const query = { ...(request.query as object) };
  assertSafeText(query, 'query');
  if (!op.validateQuery(query)) throw badRequest(describeErrors('query', op.validateQuery.errors));
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let body: unknown = request.body;
  if (op.validateBody && !(contentType === 'multipart/form-data' && op.bodyTypes.includes(contentType))) {
    if (body === undefined || body === null) {
      if (op.bodyRequired) throw badRequest('The request needs a JSON body', `${op.operationId} takes a JSON body (Content-Type: application/json).`);
    } else if (jsonDepth(body) > MAX_JSON_DEPTH) {
      throw badRequest('The JSON body is nested too deeply', `Objects and arrays may be nested at most ${MAX_JSON_DEPTH} levels.`);
    } else {
      assertSafeText(body, 'body');
      if (!op.validateBody(body)) throw badRequest(describeErrors('body', op.validateBody.errors));
    }
  } else if (!op.validateBody && op.bodyTypes.length === 0) {
    body = undefined;
  }
  return { params, query, body };
}
