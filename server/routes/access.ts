import type { RouteSpec } from '../http/route';

export const accessRoutes: RouteSpec[] = [];
