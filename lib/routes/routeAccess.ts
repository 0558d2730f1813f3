import { matchRoutes } from 'react-router-dom';
import { flagAllows, type FeatureFlags } from '~/lib/session/featureFlags';
import { meetsAreaNeed, type PermissionSet } from '~/lib/session/permissions';
import { routeTable, type PermissionNeed, type RouteGuard, type RouteId } from './routeTable';

export interface RouteAccessContext {
  permissions: PermissionSet;
  flags: FeatureFlags;
}

export type RouteAccess = 'allowed' | 'not-found';

export function meetsNeed(permissions: PermissionSet, need: PermissionNeed): boolean {
  switch (need.kind) {
    case 'area':
      return meetsAreaNeed(permissions, need.area);
    case 'action':
      return permissions.has(need.action, need.resource);
    case 'any':
      return permissions.hasAny(need.resource);
  }
}

/** Whether a route's guard lets this user in; a guard that fails shows the not-found screen. */
export function guardAllows(guard: RouteGuard, { permissions, flags }: RouteAccessContext): boolean {
  if (guard.kind !== 'guarded') return true;
  if (guard.flag && !flagAllows(flags, guard.flag, 'read')) return false;
  if (guard.need && !meetsNeed(permissions, guard.need)) return false;
  return true;
}

const matchable = Object.entries(routeTable).map(([id, entry]) => ({ id, path: entry.path, caseSensitive: true }));

/** The table's route for an address, ranked as the router ranks it (query and hash ignored). */
export function matchRoute(address: string): RouteId | undefined {
  const pathname = address.split(/[?#]/)[0] || '/';
  return matchRoutes(matchable, pathname)?.at(-1)?.route.id as RouteId | undefined;
}

/** What the router shows at an address: its page when the route's guard allows it, else not-found. */
export function routeAccess(address: string, context: RouteAccessContext): RouteAccess {
  const id = matchRoute(address);
  return id && guardAllows(routeTable[id].guard, context) ? 'allowed' : 'not-found';
}
