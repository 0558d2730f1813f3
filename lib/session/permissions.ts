import type { PermissionResource } from '~/contract';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES, ROLES, roleGrants } from '~/contract/reference/roles';

export const ACTIONS = PERMISSION_ACTIONS;
export type Action = (typeof ACTIONS)[number];

export type Resource = PermissionResource | 'api-usage-logs';

/** The resources of document 1 section 6, plus api-usage-logs (named by the transactions area need). */
export const RESOURCES: readonly Resource[] = [...PERMISSION_RESOURCES, 'api-usage-logs'];

export type NamedAction = 'view' | 'create' | 'edit' | 'delete' | 'submit';

export interface ResourceFlags {
  canView: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  canSubmit: boolean;
  canManageRoles: boolean;
}

export interface PermissionSet {
  readonly superAdmin: boolean;
  has(action: Action, resource: Resource): boolean;
  hasAny(resource: Resource): boolean;
  for(resource: Resource): ResourceFlags;
  can(namedAction: NamedAction, resource: Resource): boolean;
}

export interface PermissionSetOptions {
  superAdmin?: boolean;
}

const actionSet: ReadonlySet<string> = new Set(ACTIONS);
const resourceSet: ReadonlySet<string> = new Set(RESOURCES);

export function isAction(value: string): value is Action {
  return actionSet.has(value);
}

export function isResource(value: string): value is Resource {
  return resourceSet.has(value);
}

export type ParsedPermission = { action: Action | '*'; resource: Resource };

/** Parses 'action:resource' or '*:resource'; returns null for anything malformed or unknown. */
export function parsePermission(value: unknown): ParsedPermission | null {
  if (typeof value !== 'string') return null;
  const parts = value.trim().split(':');
  if (parts.length !== 2) return null;
  const [action = '', resource = ''] = parts;
  if (!isResource(resource)) return null;
  if (action === '*') return { action, resource };
  return isAction(action) ? { action, resource } : null;
}

export function createPermissionSet(
  grants: readonly unknown[] | null | undefined,
  { superAdmin = false }: PermissionSetOptions = {},
): PermissionSet {
  const granted = new Map<Resource, Set<Action>>();
  for (const grant of grants ?? []) {
    const parsed = parsePermission(grant);
    if (!parsed) continue;
    const actions = granted.get(parsed.resource) ?? new Set<Action>();
    if (parsed.action === '*') ACTIONS.forEach((action) => actions.add(action));
    else actions.add(parsed.action);
    granted.set(parsed.resource, actions);
  }

  const has = (action: Action, resource: Resource): boolean =>
    superAdmin || (granted.get(resource)?.has(action) ?? false);
  const hasAny = (resource: Resource): boolean => superAdmin || (granted.get(resource)?.size ?? 0) > 0;
  const flags = (resource: Resource): ResourceFlags => ({
    canView: has('read', resource),
    canCreate: has('create', resource),
    canUpdate: has('update', resource),
    canDelete: has('delete', resource),
    canSubmit: has('create', resource) || has('update', resource),
    canManageRoles: has('assign_role', resource) || has('revoke_role', resource),
  });
  const can = (namedAction: NamedAction, resource: Resource): boolean => {
    const f = flags(resource);
    switch (namedAction) {
      case 'view':
        return f.canView;
      case 'create':
        return f.canCreate;
      case 'edit':
        return f.canUpdate;
      case 'delete':
        return f.canDelete;
      case 'submit':
        return f.canSubmit;
      default:
        return false;
    }
  };

  return { superAdmin, has, hasAny, for: flags, can };
}

export type PermissionArea = 'workflows' | 'capabilities' | 'bulkQuery' | 'docs' | 'transactions';

/** Document 1 section 6: an area is usable with any permission on any of its resources. */
export const AREA_PERMISSION_NEEDS: Readonly<Record<PermissionArea, readonly Resource[]>> = {
  workflows: ['workflows'],
  capabilities: ['capabilities'],
  bulkQuery: ['bulk-query'],
  docs: ['v2-services'],
  transactions: ['transactions', 'api-usage-logs', 'device-insights', 'device-logs'],
};

export function meetsAreaNeed(set: PermissionSet, area: PermissionArea): boolean {
  return AREA_PERMISSION_NEEDS[area].some((resource) => set.hasAny(resource));
}

export const canSeeApiKeysMenu = (set: PermissionSet): boolean => set.hasAny('credential');
export const canSeeWebhooksMenu = (set: PermissionSet): boolean => set.hasAny('webhooks');
export const canAddCredits = (set: PermissionSet): boolean => set.has('update', 'organization');
export const canRequestLiveMode = (set: PermissionSet): boolean => set.has('update', 'organization');
export const canSeeTeamPage = (set: PermissionSet): boolean => set.has('read', 'member');
export const canSeeApiKeysPage = (set: PermissionSet): boolean => set.hasAny('credential');

export { ROLES };
export type Role = (typeof ROLES)[number];

/** The role table of product-decisions.md (Roles), over the console's resources (api-usage-logs included). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly string[]>> = {
  owner: roleGrants('owner', RESOURCES),
  admin: roleGrants('admin', RESOURCES),
  member: roleGrants('member', RESOURCES),
  sales: roleGrants('sales', RESOURCES),
  unassigned: roleGrants('unassigned', RESOURCES),
};
