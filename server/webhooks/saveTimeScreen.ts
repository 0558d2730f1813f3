import type { FastifyInstance } from 'fastify';
import { resolvePublicAddress, systemResolve, type Resolve } from './send';

/** The app's resolver for webhook host names (tests map names to chosen addresses, as delivery's `resolve`). */
export const WEBHOOK_RESOLVER_DECORATOR = 'veriflowWebhookResolve';

export function webhookResolverOf(app: FastifyInstance): Resolve {
  return app.hasDecorator(WEBHOOK_RESOLVER_DECORATOR) ? app.getDecorator<Resolve>(WEBHOOK_RESOLVER_DECORATOR) : systemResolve;
}

/** A save waits this long for DNS; a name that does not answer in time is screened at delivery. */
const SAVE_LOOKUP_TIMEOUT_MS = 2000;

/**
 * Why a webhook URL must be refused when it is saved: its host name resolves to a local or private
 * address (loopback, the cloud metadata address, ...). Null when it is acceptable, including when
 * the name does not resolve now (delivery resolves and screens again before every attempt).
 */
export async function privateResolutionOf(url: string, resolve: Resolve): Promise<string | null> {
  const { hostname } = new URL(url);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((done) => (timer = setTimeout(() => done(null), SAVE_LOOKUP_TIMEOUT_MS)));
  try {
    const result = await Promise.race([resolvePublicAddress(hostname, resolve), timedOut]);
    return result && !result.ok && result.privateAddress ? result.error.replace(/^Refused: /, '') : null;
  } finally {
    clearTimeout(timer);
  }
}
