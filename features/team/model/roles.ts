import type { Role } from '~/contract';
import { ROLES } from '~/contract/reference/roles';

export { ROLE_LABELS } from '~/contract/reference/roles';

/** Roles the signed-in user may give: only an owner may make someone an owner (the server enforces it too). */
export function assignableRoles(actorRole: Role | null | undefined, isSuperAdmin = false): Role[] {
  const roles: Role[] = [...ROLES];
  return actorRole === 'owner' || isSuperAdmin ? roles : roles.filter((role) => role !== 'owner');
}
