export { routeTable } from './routeTable';
export type { RouteEntry, RouteGuard, RouteId, PermissionNeed } from './routeTable';
export { href, paths, externalLinks } from './href';
export { guardAccess, guardAllows, matchRoute, routeAccess } from './routeAccess';
export type { RouteAccess, RouteAccessContext } from './routeAccess';
