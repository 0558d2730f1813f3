import type { RouteSpec } from '../http/route';

export const catalogueRoutes: RouteSpec[] = [];
