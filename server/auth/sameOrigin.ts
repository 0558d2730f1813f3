import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from another site (cross-site request
 * forgery). Browsers send Sec-Fetch-Site (or, older ones, at least Origin) on such requests; a
 * caller that sends neither is not a browser and carries the cookie deliberately.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl?: string) {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    // Set by the browser and not forgeable by a page; it also holds behind a proxy that rewrites Host.
    if (site === 'same-origin' || site === 'none') return;
    throw forbidden('Cross-site request refused', `A ${site} request may not change data; call the API from the console's own origin.`);
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    throw forbidden('Cross-site request refused', 'The Origin header is not an address.');
  }
  const ownHost = request.headers.host ? hostOf(`${from.protocol}//${request.headers.host}`) : undefined;
  if (from.host !== ownHost && (!publicUrl || from.origin !== new URL(publicUrl).origin)) {
    throw forbidden('Cross-site request refused', `Requests from ${origin} may not change data.`);
  }
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
}
