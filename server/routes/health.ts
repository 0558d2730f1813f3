import type { FastifyInstance } from 'fastify';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'ok' | 'unavailable' | 'not-configured'; driver: 'pglite' | 'postgres' | 'none' };
  version: string;
}

/** GET /api/health: liveness and what the server stands on. The database arrives with the platform API. */
export async function healthRoutes(app: FastifyInstance, opts: { version: string }) {
  app.get('/api/health', async (): Promise<HealthReport> => ({
    status: 'ok',
    database: { status: 'not-configured', driver: 'none' },
    version: opts.version,
  }));
}
