import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../errors';
import { errorBody, HttpError, type ErrorType } from './errors';

/** The one mapping of domain errors to HTTP: each kind's status and error type. */
const HTTP_OF: Readonly<Record<DomainErrorKind, { status: number; type: ErrorType }>> = {
  invalid: { status: 400, type: 'bad_request' },
  not_allowed: { status: 403, type: 'forbidden' },
  not_found: { status: 404, type: 'not_found' },
  conflict: { status: 409, type: 'conflict' },
  rejected: { status: 422, type: 'unprocessable_entity' },
};

/** The HTTP answer of a domain error: its kind's status, its message, description and details. */
export function httpErrorOf(error: DomainError): HttpError {
  const { status, type } = HTTP_OF[error.kind];
  return new HttpError(status, type, error.message, error.description, { ...error.detail });
}

/** Fastify's own 4xx errors (body parsing, limits, content types) in the contract's shape. */
export function clientError(error: FastifyError): HttpError {
  const status = error.statusCode ?? 400;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new HttpError(400, 'bad_request', 'Malformed JSON in the request body', error.message);
  }
  if (error.code === 'FST_ERR_BAD_URL') return new HttpError(400, 'bad_request', 'The URL is not validly encoded', 'A path segment has a bad percent-encoding or is not UTF-8.');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new HttpError(414, 'bad_request', 'A path parameter is too long', 'Path parameters are at most 100 characters.');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new HttpError(400, 'bad_request', 'The request body is empty', 'Send a JSON body, or no Content-Type header.');
  if (status === 413) return new HttpError(413, 'bad_request', 'The request body is too large', error.message);
  if (status === 415) return new HttpError(415, 'bad_request', 'Unsupported content type', error.message);
  if (status === 404) return new HttpError(404, 'not_found', error.message);
  if (status === 429) return new HttpError(429, 'rate_limited', error.message);
  return new HttpError(status, 'bad_request', error.message);
}

/** What any thrown error answers; null for an unexpected error (a 500, logged by the caller). */
export function answerOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return httpErrorOf(error);
  const status = (error as FastifyError | null)?.statusCode;
  if (status && status >= 400 && status < 500) return clientError(error as FastifyError);
  return null;
}

/** What the server writes on a connection Node's parser refused before Fastify saw a request (431, 400, 408), in the contract's shape. */
export function clientErrorHandler(this: { log: { trace(o: object, m: string): void } }, error: NodeJS.ErrnoException & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', errorBody('bad_request', 'The request headers are too large', 'Send fewer or smaller headers (at most 16 KB with the request line).')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('bad_request', 'The request took too long to arrive')]
        : [400, 'Bad Request', errorBody('bad_request', 'The request is not valid HTTP', error.message)];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy(error);
}

/** The server's error handler: the one place an error becomes an HTTP answer. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerOf(error);
  if (answer) return reply.status(answer.status).send(answer.body());
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('internal_error', 'Something went wrong', 'The server failed to answer this request.'));
}
