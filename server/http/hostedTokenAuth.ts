import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findQuickLinkByToken, QUICKLINK_DISABLED, QUICKLINK_EXPIRED, QUICKLINK_INVALID, QUICKLINK_TOKEN_PREFIX } from '../store/quicklinks';
import type { Environment, HostedLinkContext } from './context';
import { forbidden, HttpError } from './errors';

const TOKEN = /^vfql_[A-Za-z0-9_-]{20,100}$/;

const refused = (errorCode: 'hosted_token_malformed' | 'hosted_token_unknown' | 'hosted_token_expired', message: string, description: string) =>
  new HttpError(401, 'unauthorized', message, description, { errorCode });

/** The bearer token of the Authorization header, or null when the request has none. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !match[1]?.startsWith(QUICKLINK_TOKEN_PREFIX) || !TOKEN.test(match[1])) {
    throw refused('hosted_token_malformed', QUICKLINK_INVALID, 'Open the QuickLink again, or ask whoever sent it for a new one.');
  }
  return match[1];
}

/**
 * The caller of a /hosted operation that carries a QuickLink's token (ADR 0025): the link must
 * exist in this environment (a deleted link's token is unknown: 401), not have expired (401) and
 * be enabled (403). A spent limit is not checked here: the link's started transactions may still
 * be resumed and read, and a start is refused when it is counted. Null when the request has no
 * Authorization header (a session is tried then).
 */
export async function hostedLinkContext(db: Kysely<Database>, request: FastifyRequest, environment: Environment, now: Date = new Date()): Promise<HostedLinkContext | null> {
  const token = bearerOf(request);
  if (token === null) return null;
  const link = await findQuickLinkByToken(db, token);
  if (!link || link.environment !== environment) {
    throw refused('hosted_token_unknown', QUICKLINK_INVALID, 'The QuickLink was deleted, or its address is incomplete. Ask whoever sent it for a new one.');
  }
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now.getTime()) {
    throw refused('hosted_token_expired', QUICKLINK_EXPIRED, `The QuickLink expired on ${link.expiresAt}. Ask whoever sent it for a new one.`);
  }
  if (!link.isEnabled) throw forbidden(QUICKLINK_DISABLED, 'The QuickLink was turned off by its owner. Ask whoever sent it whether it will be turned on again.');
  return {
    db,
    request,
    environment,
    user: null,
    orgId: link.orgId,
    hostedLink: {
      id: link.id,
      workflowId: link.workflowId,
      showResponseOutput: link.showResponseOutput,
      redirectionUrl: link.redirectionUrl,
      transactionLimit: link.transactionLimit,
      transactionCount: link.transactionCount,
    },
  };
}
