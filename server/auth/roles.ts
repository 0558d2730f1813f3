import type { components } from '~/contract';

export type Role = components['schemas']['Role'];
export type Action = components['schemas']['PermissionAction'];
export type Resource = components['schemas']['PermissionResource'];
export type Permission = `${Action}:${Resource}`;

export const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'delete', 'assign_role', 'read_role', 'revoke_role'];
export const RESOURCES: readonly Resource[] = [
  'credential', 'device-insights', 'device-logs', 'device-settings', 'document', 'entity', 'evaluation', 'input',
  'invitation', 'member', 'metrics', 'organization', 'resource', 'supplier', 'transactions', 'user', 'workflows',
  'role', 'bulk-query', 'webhooks', 'capabilities', 'v2-services', 'templates',
];

const MEMBER_WRITES: readonly Resource[] = ['workflows', 'capabilities', 'transactions', 'bulk-query', 'document', 'entity', 'evaluation', 'input', 'templates'];
const SALES_READS: readonly Resource[] = ['workflows', 'templates', 'capabilities', 'transactions', 'metrics', 'v2-services'];

/** The grants of each role, as `product-decisions.md` sets them (wildcards: `*:resource`). */
export const ROLE_GRANTS: Readonly<Record<Role, readonly string[]>> = {
  owner: RESOURCES.map((r) => `*:${r}`),
  admin: [...RESOURCES.filter((r) => r !== 'organization').map((r) => `*:${r}`), ...ACTIONS.filter((a) => a !== 'delete').map((a) => `${a}:organization`)],
  member: [
    ...RESOURCES.map((r) => `read:${r}`),
    ...MEMBER_WRITES.flatMap((r) => [`create:${r}`, `update:${r}`]),
  ],
  sales: SALES_READS.map((r) => `read:${r}`),
  unassigned: [],
};

/** A role's grants expanded to one `action:resource` string each. */
export function permissionsOf(role: Role): Set<Permission> {
  const set = new Set<Permission>();
  for (const grant of ROLE_GRANTS[role]) {
    const [action, resource] = grant.split(':') as [string, Resource];
    for (const a of action === '*' ? ACTIONS : [action as Action]) set.add(`${a}:${resource}`);
  }
  return set;
}
