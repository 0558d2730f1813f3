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

type Matchable = { id: string; path: string; caseSensitive: true };
type RoutesByFirstSegment = { lists: Map<string, Matchable[]>; anyFirst: Matchable[] };

/** A pattern's first segment when it is literal text; null for a parameter, a splat or an optional segment, which may match any first segment. */
function literalFirstSegment(path: string): string | null {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? null : first;
}

/**
 * The table by first segment, each list in the table's order with the routes that may match any
 * first segment: the router's matching (which compiles every pattern it tries, on every call) then
 * ranks and tries only the routes that can match, and ranks them as it would the whole table.
 */
let byFirstSegment: RoutesByFirstSegment | undefined;

function routesByFirstSegment(): RoutesByFirstSegment {
  if (byFirstSegment) return byFirstSegment;
  const all: Matchable[] = Object.entries(routeTable).map(([id, entry]) => ({ id, path: entry.path, caseSensitive: true }));
  const firsts = all.map((route) => literalFirstSegment(route.path));
  const lists = new Map<string, Matchable[]>();
  for (const first of firsts) {
    if (first !== null && !lists.has(first)) lists.set(first, all.filter((_, i) => firsts[i] === first || firsts[i] === null));
  }
  byFirstSegment = { lists, anyFirst: all.filter((_, i) => firsts[i] === null) };
  return byFirstSegment;
}

/** An address's first segment as the router compares it (decoded; left as it is when it is not valid percent-encoding). */
function decodedFirstSegment(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** Routes found by pathname: the navigation asks for the same addresses at each render. */
const matched = new Map<string, RouteId | undefined>();
const MATCHED_KEPT = 500;

/** The table's route for an address, ranked as the router ranks it (query and hash ignored). */
export function matchRoute(address: string): RouteId | undefined {
  const pathname = address.split(/[?#]/)[0] || '/';
  if (matched.has(pathname)) return matched.get(pathname);
  const { lists, anyFirst } = routesByFirstSegment();
  const candidates = lists.get(decodedFirstSegment(pathname)) ?? anyFirst;
  const id = candidates.length ? (matchRoutes(candidates, pathname)?.at(-1)?.route.id as RouteId | undefined) : undefined;
  if (matched.size >= MATCHED_KEPT) matched.clear();
  matched.set(pathname, id);
  return id;
}

/** What the router shows at an address: its page when the route's guard allows it, else not-found or no-access. */
export function routeAccess(address: string, context: RouteAccessContext): RouteAccess {
  const id = matchRoute(address);
  return id ? guardAccess(routeTable[id].guard, context) : 'not-found';
}
