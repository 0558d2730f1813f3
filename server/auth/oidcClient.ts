import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The embedded provider is reached in-process (no loopback HTTP); an external one over the network. */
  inProcess?: FastifyInstance;
}

/** Answers openid-client's requests from the same Fastify instance (the embedded provider). */
function injectingFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const payload = body === undefined || body === null ? undefined : body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer);
    const answer = await app.inject({ method: options.method as 'GET', url: `${target.pathname}${target.search}`, headers: { ...options.headers, host: target.host }, payload });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v);
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * The server's configuration as an OIDC client, discovered on first use and kept; a failed
 * discovery (provider down) is retried on the next sign-in.
 */
export function oidcClient(settings: OidcClientSettings): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= (async () => {
      const issuer = new URL(settings.issuer);
      const fetcher = settings.inProcess ? injectingFetch(settings.inProcess) : undefined;
      const options: client.DiscoveryRequestOptions = {
        timeout: 10,
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        ...(fetcher ? { [client.customFetch]: fetcher } : {}),
      };
      const config = await client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, options);
      if (fetcher) config[client.customFetch] = fetcher;
      return config;
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
