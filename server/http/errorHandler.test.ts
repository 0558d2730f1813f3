import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError, InvalidInputError, NotAllowedError, NotFoundError, RejectedError } from '../errors';
import { HttpError } from './errors';
import { answerOf, errorHandler, httpErrorOf } from './errorHandler';

describe('the one mapping of domain errors to HTTP', () => {
  it.each([
    [new InvalidInputError('Bad'), 400, 'bad_request'],
    [new NotAllowedError('No'), 403, 'forbidden'],
    [new NotFoundError('Gone'), 404, 'not_found'],
    [new ConflictError('Changed'), 409, 'conflict'],
    [new RejectedError('Taken'), 422, 'unprocessable_entity'],
  ])('maps %s to its status and error type', (error, status, type) => {
    const answer = httpErrorOf(error);
    expect(answer.status).toBe(status);
    expect(answer.body()).toEqual({ type, message: error.message, description: error.message });
  });

  it('answers the description and the details beside the message', () => {
    const error = new NotAllowedError('Credits exhausted', 'Top up.', { errorCode: 'MERCHANT_CREDITS_EXHAUSTED' });
    expect(httpErrorOf(error).body()).toEqual({ type: 'forbidden', message: 'Credits exhausted', description: 'Top up.', errorCode: 'MERCHANT_CREDITS_EXHAUSTED' });
  });

  it('keeps an HTTP error as thrown, maps Fastify client errors, and leaves anything else to the 500', () => {
    const http = new HttpError(401, 'unauthorized', 'Sign in');
    expect(answerOf(http)).toBe(http);
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(answerOf(tooLarge)?.body()).toEqual({ type: 'bad_request', message: 'The request body is too large', description: 'Request body is too large' });
    expect(answerOf(new Error('boom'))).toBeNull();
    expect(answerOf(new DomainError('conflict', 'x') as unknown)).not.toBeNull();
  });

  it('is the error handler of a server: a domain error thrown by a handler answers its status and body', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/taken', async () => {
      throw new RejectedError('A workflow with the given name already exists', 'Choose another name than "KYC".');
    });
    app.get('/boom', async () => {
      throw new Error('database down');
    });
    const taken = await app.inject({ method: 'GET', url: '/taken' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ type: 'unprocessable_entity', message: 'A workflow with the given name already exists', description: 'Choose another name than "KYC".' });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ type: 'internal_error', message: 'Something went wrong', description: 'The server failed to answer this request.' });
    await app.close();
  });
});
