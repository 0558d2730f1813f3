import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { ServerConfig } from './config';
import { errorBody } from './errors';
import { healthRoutes } from './routes/health';
import { requireSession } from './routes/session';
import { staticConsole } from './console/staticConsole';

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Builds the Veriflow server: the platform API, the built console and the demo console, on one port. */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID()),
    requestIdHeader: false,
    disableRequestLogging: config.logLevel === 'silent',
    bodyLimit: 6 * 1024 * 1024,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const body = status === 500 ? errorBody('internal_error', 'Something went wrong', 'The server failed to answer this request.') : errorBody(status === 404 ? 'not_found' : 'bad_request', error.message);
    void reply.status(status).send(body);
  });

  await requireSession(app);
  await app.register(healthRoutes, { version });
  const spaFallback = await staticConsole(app, [
    { prefix: '/demo/', dir: config.demoDir },
    { prefix: '/', dir: config.consoleDir },
  ]);

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    void reply.status(404).send(errorBody('not_found', 'Not found', `No route answers ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}
