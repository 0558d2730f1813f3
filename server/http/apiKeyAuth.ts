import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifyApiKey } from '../store/credentials';
import type { ApiCallerContext, Environment } from './context';
import { HttpError } from './errors';

const invalidKey = (errorCode: string, description: string) => new HttpError(401, 'unauthorized', 'The API key is not valid', description, { errorCode });

/** The bearer token of the Authorization header, or null when the request has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw invalidKey('api_key_malformed', 'Send the key as "Authorization: Bearer <key>".');
  return match[1] as string;
}

/**
 * The caller of an endpoint that accepts API keys, when the request carries one: the key must be
 * known, active, not revoked, and of this environment (a test key under /api/sandbox, a live key
 * under /api/live). Null when the request has no Authorization header (a session is tried then).
 */
export async function apiKeyContext(db: Kysely<Database>, request: FastifyRequest, environment: Environment): Promise<ApiCallerContext | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  const check = await verifyApiKey(db, token);
  if (!check.valid) {
    if (check.reason === 'inactive') throw invalidKey('api_key_inactive', 'The API key is inactive. Activate it under API keys, or use another.');
    throw invalidKey(`api_key_${check.reason}`, 'The API key is not one of this platform. Copy it again from API keys.');
  }
  if (check.environment !== environment) {
    const [mode, base] = check.environment === 'test' ? ['test', '/api/sandbox'] : ['live', '/api/live'];
    throw invalidKey('api_key_wrong_environment', `This is a ${mode}-mode key; call ${base} with it.`);
  }
  return { db, request, environment, user: null, orgId: check.organizationId, apiKey: { credentialId: check.credentialId, appName: check.appName } };
}
