import type { components } from '~/contract';
import { PERMISSION_ACTIONS, ROLE_PERMISSIONS } from '~/contract/reference';

export type Role = components['schemas']['Role'];
export type Action = components['schemas']['PermissionAction'];
export type Resource = components['schemas']['PermissionResource'];
export type Permission = `${Action}:${Resource}`;

/** A role's grants (the contract's role table) expanded to one `action:resource` string each. */
export function permissionsOf(role: Role): Set<Permission> {
  const set = new Set<Permission>();
  for (const grant of ROLE_PERMISSIONS[role]) {
    const [action, resource] = grant.split(':') as [Action, Resource];
    for (const a of action === '*' ? PERMISSION_ACTIONS : [action]) set.add(`${a}:${resource}`);
  }
  return set;
}
