import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { loadContract } from './http/contract';
import { errorBody } from './http/errors';
import { clientErrorHandler, errorHandler } from './http/errorHandler';
import { registerRoutes } from './http/registerRoutes';
import { registerSecurityHeaders } from './http/securityHeaders';
import { projectRoot } from './projectRoot';
import { healthRoutes } from './routes/health';
import { apiRoutes } from './routes';
import { devSignInRoutes } from './routes/devSignIn';
import { apiReferenceRoutes } from './routes/apiReference';
import { pageBrandRoutes } from './pages/brand';
import { seedDemo } from './seed';
import { registerIdentity, type SignInLimitsOptions } from './identity';
import { staticConsole } from './console/staticConsole';
import { registerCompression } from './http/compression';
import { hostedFlowPage } from './console/hostedFlowPage';
import { CONSOLE_HTML_ENTRIES } from '~/contract/consoleEntries';
import { firstLoadHints } from './console/firstLoadHints';
import { sessionSnapshot } from './console/sessionSnapshot';
import { consolePageHtml } from './console/pagePreloads';
import { startJobQueue } from './jobs';
import { setRunLeaseMs, startReservationSweep } from './runs';
import { privateWebhookUrlsAllowed } from './net/screenUrl';
import { startWebhookDelivery, type DeliveryOptions } from './webhooks';
import { systemResolve, type Resolve } from './webhooks/send';
import { WEBHOOK_RESOLVER_DECORATOR } from './webhooks/saveTimeScreen';

const version = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

export interface BuildOptions {
  /** An opened database to use instead of the one the configuration names (tests). */
  database?: DatabaseHandle;
  /** Check every API answer against the contract; a mismatch becomes a 500 (tests). */
  validateResponses?: boolean;
  /** Webhook delivery's settings (tests shorten the schedule, inject DNS), or false for none (tests of other areas). */
  webhookDelivery?: DeliveryOptions | false;
  /** Resolves webhook host names when a webhook is saved (default: the system's DNS; tests use fixed answers). */
  resolveWebhookHost?: Resolve;
  /** The sign-in limits' clock and the slow-down's wait (tests inject both). */
  signInLimits?: SignInLimitsOptions;
}

/** Builds the Veriflow server: the platform API, the built console and the demo console, on one port. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ?? (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite'), pgliteThread: config.pgliteThread }));
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID()),
    requestIdHeader: false,
    disableRequestLogging: config.logLevel === 'silent',
    bodyLimit: 6 * 1024 * 1024,
    // Fastify's own refusals (a badly encoded URL, a too long path parameter) and Node's (431, a
    // request that is not HTTP) answer in the API's error shape too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    clientErrorHandler,
  });
  // Background work runs on the job queue from start to close (ADR 0030); closing stops the
  // relay, lets jobs in flight finish, stops the queue's timers and then closes the database.
  const jobs = await startJobQueue(database, { onError: (err) => app.log.error({ err }, 'job queue error') });
  app.decorate(WEBHOOK_RESOLVER_DECORATOR, (options.webhookDelivery && options.webhookDelivery.resolve) || options.resolveWebhookHost || systemResolve);
  const delivery =
    options.webhookDelivery === false
      ? undefined
      : await startWebhookDelivery(database.db, jobs, { allowPrivate: privateWebhookUrlsAllowed(), log: app.log, ...(config.webhookRetryScheduleMs ? { schedule: config.webhookRetryScheduleMs } : {}), ...options.webhookDelivery });
  if (config.runLeaseMs) setRunLeaseMs(config.runLeaseMs);
  const reservationSweep = startReservationSweep(database.db, app.log);
  app.addHook('onClose', async () => {
    await reservationSweep.stop();
    await delivery?.stop();
    await jobs.stop();
    if (!options.database) await database.close();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });

  app.setErrorHandler(errorHandler);

  // Before every route and the static console (the plugin's hook must see their answers).
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) app.log.info('seeded the demo organisation');
  }

  await app.register(healthRoutes, { version, database });
  await app.register(apiReferenceRoutes);
  await app.register(pageBrandRoutes);
  const { sessionCookie } = await registerIdentity(app, { db: database.db, config, signInLimits: options.signInLimits });
  await app.register(devSignInRoutes, { db: database.db, enabled: config.devLogin, secureCookie: config.secureCookies, cookieName: sessionCookie, publicUrl: config.publicUrl });
  await app.register(registerRoutes, { routes: apiRoutes, db: database.db, contract: loadContract(), validateResponses: options.validateResponses, sessionCookie, publicUrl: config.publicUrl });

  await app.register(hostedFlowPage, { consoleDir: config.consoleDir });
  const pageHtml = consolePageHtml(config.consoleDir);
  const spaFallback = await staticConsole(app, [
    { prefix: '/demo/', dir: config.demoDir },
    { prefix: '/', dir: config.consoleDir, htmlEntries: CONSOLE_HTML_ENTRIES, firstLoadHints: (request) => firstLoadHints(request, { sessionCookie, pageHtml, sessionSnapshot: (cookie, pathname) => sessionSnapshot(app, cookie, pathname) }) },
  ]);

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return;
    void reply.status(404).send(errorBody('not_found', 'Not found', `No route answers ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}
