import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { runTransaction } from '../../runs';

export const MAX_RUN_BODY_BYTES = 256 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header, or null when it has none. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest('The Idempotency-Key header must be 1 to 255 printable characters');
  return key;
}

/** POST /transactions: start, resume or poll a transaction (server/runs), with a session or an API key. */
export const runTransactionRoute = route({
  operationId: 'runTransaction',
  access: 'create:transactions',
  apiKey: true,
  bodyLimit: MAX_RUN_BODY_BYTES,
  async handler({ body, ctx }) {
    const key = idempotencyKeyOf(ctx.request);
    const result = await runTransaction({ db: ctx.db, orgId: ctx.orgId, environment: ctx.environment, log: ctx.request.log }, body, key);
    return { status: 200, body: result };
  },
});
