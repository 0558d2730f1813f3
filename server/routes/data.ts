import type { RouteSpec } from '../http/route';
import { bulkQueryRoutes } from './data/bulkQuery';
import { documentsRoutes } from './data/documents';
import { webhooksRoutes } from './data/webhooks';

/** Webhooks, documents and bulk-query applications. */
export const dataRoutes: RouteSpec[] = [...webhooksRoutes, ...documentsRoutes, ...bulkQueryRoutes];
