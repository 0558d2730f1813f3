import { flagAllows, type FeatureArea, type FeatureFlags } from './featureFlags';
import { meetsAreaNeed, type Action, type PermissionArea, type PermissionSet, type Resource } from './permissions';

export type PermissionNeed =
  | { kind: 'area'; area: PermissionArea }
  | { kind: 'action'; action: Action; resource: Resource }
  | { kind: 'any'; resource: Resource };

export type RouteAvailability =
  | { kind: 'always' }
  | { kind: 'public' }
  | { kind: 'redirect'; to: string }
  | { kind: 'guarded'; flag?: FeatureArea; need?: PermissionNeed };

/**
 * A pattern's segments match literally; `:name` matches one segment; a trailing `*` matches
 * the path itself and anything beneath it.
 */
export interface RouteRule {
  readonly pattern: string;
  readonly availability: RouteAvailability;
}

const always: RouteAvailability = { kind: 'always' };
const guarded = (flag?: FeatureArea, need?: PermissionNeed): RouteAvailability => ({ kind: 'guarded', flag, need });

/** Document 1 section 2.1 with the sub-routes of documents 2 and 3; the first matching rule decides. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { pattern: '/', availability: { kind: 'redirect', to: '/home' } },
  { pattern: '/login', availability: { kind: 'public' } },
  { pattern: '/verified', availability: { kind: 'public' } },
  { pattern: '/home', availability: always },
  { pattern: '/dashboard', availability: always },
  { pattern: '/settings', availability: always },
  { pattern: '/settings/billing', availability: always },
  { pattern: '/quicklinks', availability: always },
  { pattern: '/webhooks', availability: always },
  { pattern: '/webhooks/:id', availability: always },
  { pattern: '/faqs', availability: always },
  { pattern: '/gen-ai-chatbot', availability: always },
  { pattern: '/logs/api-logs', availability: always },
  { pattern: '/logs/audits', availability: always },
  { pattern: '/logs/sessions', availability: always },
  { pattern: '/admin/api-keys', availability: guarded(undefined, { kind: 'any', resource: 'credential' }) },
  { pattern: '/admin/users', availability: guarded(undefined, { kind: 'action', action: 'read', resource: 'member' }) },
  { pattern: '/reports/device', availability: always },
  { pattern: '/reports/*', availability: guarded('transactions', { kind: 'area', area: 'transactions' }) },
  { pattern: '/workflows/*', availability: guarded('workflows', { kind: 'area', area: 'workflows' }) },
  { pattern: '/capabilities/*', availability: guarded('customCapabilities', { kind: 'area', area: 'capabilities' }) },
  { pattern: '/entities', availability: guarded('entities') },
  { pattern: '/entities/:entityId', availability: guarded('entities') },
  { pattern: '/insights', availability: guarded('insights') },
  { pattern: '/blocklists', availability: guarded('lists') },
  { pattern: '/bulk-query', availability: guarded('bulkVerification', { kind: 'area', area: 'bulkQuery' }) },
  { pattern: '/demos', availability: guarded('demo') },
  { pattern: '/documentation', availability: guarded('docs', { kind: 'area', area: 'docs' }) },
  { pattern: '/docs/try-out/:category/:apiName', availability: always },
];

export interface RouteAccessContext {
  permissions: PermissionSet;
  flags: FeatureFlags;
}

export type RouteAccess = 'allowed' | 'not-found';

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  const splat = wanted[wanted.length - 1] === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

export function matchRoute(path: string): RouteRule | undefined {
  return ROUTE_TABLE.find((rule) => matchesPattern(rule.pattern, path));
}

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

export function routeAccess(path: string, { permissions, flags }: RouteAccessContext): RouteAccess {
  const availability = matchRoute(path)?.availability;
  if (!availability) return 'not-found';
  if (availability.kind !== 'guarded') return 'allowed';
  if (availability.flag && !flagAllows(flags, availability.flag, 'read')) return 'not-found';
  if (availability.need && !meetsNeed(permissions, availability.need)) return 'not-found';
  return 'allowed';
}
