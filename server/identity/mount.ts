import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { PROVIDER_PREFIX } from './provider';

/**
 * Mounts the provider (a Koa app) under /oidc: the request is handed over raw, with the prefix
 * taken off its URL and kept as `originalUrl` (how oidc-provider learns its mount path). Fastify
 * parses no body here, so the provider reads the raw stream itself.
 */
export async function mountProvider(app: FastifyInstance, options: { provider: Provider }) {
  const callback = options.provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw;
    const url = raw.url ?? PROVIDER_PREFIX;
    Object.assign(raw, { originalUrl: url, url: url.slice(PROVIDER_PREFIX.length) || '/' });
    await callback(raw, reply.raw);
  };
  app.all(PROVIDER_PREFIX, forward);
  app.all(`${PROVIDER_PREFIX}/*`, forward);
}
