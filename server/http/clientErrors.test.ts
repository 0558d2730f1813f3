import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorHandler, errorHandler } from './errorHandler';

/** Sends raw bytes to the listener and answers what came back (the connection is closed by the server). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('answers Node and Fastify refuse before a route runs, on a real socket', () => {
  const app = Fastify({ frameworkErrors: (error, request, reply) => errorHandler(error, request, reply), clientErrorHandler });
  let port = 0;
  beforeAll(async () => {
    app.get('/items/:id', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('431 for headers over the limit, in the error shape', async () => {
    const answer = await raw(port, `GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ type: 'bad_request', message: 'The request headers are too large', description: expect.any(String) });
  });

  it('400 for a request that is not HTTP, in the error shape', async () => {
    const answer = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ type: 'bad_request', message: 'The request is not valid HTTP' });
  });

  it('400 for a badly encoded path and 414 for a too long path parameter, in the error shape', async () => {
    const bad = await app.inject({ method: 'GET', url: '/items/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: 'bad_request', message: 'The URL is not validly encoded' });
    const long = await app.inject({ method: 'GET', url: `/items/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ type: 'bad_request', message: 'A path parameter is too long' });
  });
});
