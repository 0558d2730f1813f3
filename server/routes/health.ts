import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'unavailable'; driver: 'pglite' | 'postgres' };
  version: string;
}

/** GET /api/health: liveness, and whether the database answers (503 when it does not). */
export async function healthRoutes(app: FastifyInstance, opts: { version: string; database: DatabaseHandle }) {
  app.get('/api/health', async (_request, reply): Promise<HealthReport> => {
    const up = await opts.database.ping();
    if (!up) reply.status(503);
    return { status: up ? 'ok' : 'degraded', database: { status: up ? 'ok' : 'unavailable', driver: opts.database.driver }, version: opts.version };
  });
}
