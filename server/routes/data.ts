import type { RouteSpec } from '../http/route';

export const dataRoutes: RouteSpec[] = [];
