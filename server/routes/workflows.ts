import type { RouteSpec } from '../http/route';

export const workflowsRoutes: RouteSpec[] = [];
