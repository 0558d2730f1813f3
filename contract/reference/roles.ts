import type { Permission, PermissionAction, PermissionResource, Role } from '../index';

/**
 * The role table of product-decisions.md (Roles) and the permission vocabulary of document 1
 * section 6, written once for the console, the fixtures and the server.
 */

/** The five roles with their display names, in the order the console offers them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  sales: 'Sales',
  unassigned: 'Unassigned',
};

export const ROLES = ['owner', 'admin', 'member', 'sales', 'unassigned'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The seven actions of section 6 (a grant may also use the wildcard `*`). */
export const PERMISSION_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'assign_role',
  'read_role',
  'revoke_role',
] as const satisfies readonly Exclude<PermissionAction, '*'>[];

/** Keyed by type, so that a resource added to the contract must be listed here. */
const RESOURCE_KEYS: Readonly<Record<PermissionResource, true>> = {
  credential: true,
  'device-insights': true,
  'device-logs': true,
  'device-settings': true,
  document: true,
  entity: true,
  evaluation: true,
  input: true,
  invitation: true,
  member: true,
  metrics: true,
  organization: true,
  resource: true,
  supplier: true,
  transactions: true,
  user: true,
  workflows: true,
  role: true,
  'bulk-query': true,
  webhooks: true,
  capabilities: true,
  'v2-services': true,
  templates: true,
};

/** The resources of section 6, in its order. */
export const PERMISSION_RESOURCES = Object.keys(RESOURCE_KEYS) as readonly PermissionResource[];

/** Resources a member may create and update (reads are granted on every resource). */
export const MEMBER_WRITABLE_RESOURCES = [
  'workflows',
  'capabilities',
  'transactions',
  'bulk-query',
  'document',
  'entity',
  'evaluation',
  'input',
  'templates',
] as const satisfies readonly PermissionResource[];

/** The only resources sales may read. */
export const SALES_READABLE_RESOURCES = [
  'workflows',
  'templates',
  'capabilities',
  'transactions',
  'metrics',
  'v2-services',
] as const satisfies readonly PermissionResource[];

/**
 * The grants of a role over a list of resources (wildcards: `*:resource`): owner everything, admin
 * everything but deleting the organisation, member reads everything and writes the member-writable
 * resources, sales reads its few, unassigned nothing. The console passes its own, longer resource list.
 */
export function roleGrants<R extends string>(role: Role, resources: readonly R[]): `${PermissionAction}:${R | PermissionResource}`[] {
  switch (role) {
    case 'owner':
      return resources.map((resource) => `*:${resource}` as const);
    case 'admin':
      return resources.flatMap((resource): `${PermissionAction}:${R}`[] =>
        resource === 'organization'
          ? PERMISSION_ACTIONS.filter((action) => action !== 'delete').map((action) => `${action}:${resource}` as const)
          : [`*:${resource}`],
      );
    case 'member':
      return [
        ...resources.map((resource) => `read:${resource}` as const),
        ...MEMBER_WRITABLE_RESOURCES.flatMap((resource) => [`create:${resource}`, `update:${resource}`] as const),
      ];
    case 'sales':
      return SALES_READABLE_RESOURCES.map((resource) => `read:${resource}` as const);
    case 'unassigned':
      return [];
  }
}

/** The grants of each role, as the server answers them in the auth details. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: roleGrants('owner', PERMISSION_RESOURCES),
  admin: roleGrants('admin', PERMISSION_RESOURCES),
  member: roleGrants('member', PERMISSION_RESOURCES),
  sales: roleGrants('sales', PERMISSION_RESOURCES),
  unassigned: roleGrants('unassigned', PERMISSION_RESOURCES),
};
