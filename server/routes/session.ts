import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';

/**
 * Every call under /api/sandbox and /api/live needs a signed-in session. Sessions arrive with the
 * identity issue; until then no request carries one, and each is refused as the contract says.
 */
export async function requireSession(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!/^\/api\/(sandbox|live)(\/|$)/.test(path)) return;
    return reply.status(401).send({
      ...errorBody('unauthorized', 'Sign in to continue', 'This call needs a signed-in session, and the request carried none.'),
      errorCode: 'session_missing',
    });
  });
}
