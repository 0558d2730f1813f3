import { matchRoutes } from 'react-router-dom';
import { flagAllows, type FeatureFlags } from '~/lib/session/featureFlags';
import { meetsAreaNeed, type PermissionSet } from '~/lib/session/permissions';
import { routeTable, type PermissionNeed, type RouteGuard, type RouteId } from './routeTable';

export interface RouteAccessContext {
  permissions: PermissionSet;
  flags: FeatureFlags;
}

/** 'no-access': the route exists and its feature is on, but the user's role does not grant it. */
export type RouteAccess = 'allowed' | 'not-found' | 'no-access';

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

/**
 * What a route's guard makes of this user: a feature that is off is not found; a permission the
 * role lacks shows the no-access screen (the page exists, it is not theirs).
 */
export function guardAccess(guard: RouteGuard, { permissions, flags }: RouteAccessContext): RouteAccess {
  if (guard.kind !== 'guarded') return 'allowed';
  if (guard.flag && !flagAllows(flags, guard.flag, 'read')) return 'not-found';
  if (guard.need && !meetsNeed(permissions, guard.need)) return 'no-access';
  return 'allowed';
}

/** Whether a route's guard lets this user in. */
export function guardAllows(guard: RouteGuard, context: RouteAccessContext): boolean {
  return guardAccess(guard, context) === 'allowed';
}

const matchable = Object.entries(routeTable).map(([id, entry]) => ({ id, path: entry.path, caseSensitive: true }));

/** Routes found by pathname: the router's matching ranks the whole table again on every call, and the navigation asks for the same addresses at each render. */
const matched = new Map<string, RouteId | undefined>();
const MATCHED_KEPT = 500;

/** The table's route for an address, ranked as the router ranks it (query and hash ignored). */
export function matchRoute(address: string): RouteId | undefined {
  const pathname = address.split(/[?#]/)[0] || '/';
  if (matched.has(pathname)) return matched.get(pathname);
  const id = matchRoutes(matchable, pathname)?.at(-1)?.route.id as RouteId | undefined;
  if (matched.size >= MATCHED_KEPT) matched.clear();
  matched.set(pathname, id);
  return id;
}

/** What the router shows at an address: its page when the route's guard allows it, else not-found or no-access. */
export function routeAccess(address: string, context: RouteAccessContext): RouteAccess {
  const id = matchRoute(address);
  return id ? guardAccess(routeTable[id].guard, context) : 'not-found';
}
