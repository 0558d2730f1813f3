import type { Role } from '~/contract';

/** The roles of product-decisions.md with their display names, in the order the console offers them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  sales: 'Sales',
  unassigned: 'Unassigned',
};

/** Roles the signed-in user may give: only an owner may make someone an owner (the server enforces it too). */
export function assignableRoles(actorRole: Role | null | undefined, isSuperAdmin = false): Role[] {
  const roles = Object.keys(ROLE_LABELS) as Role[];
  return actorRole === 'owner' || isSuperAdmin ? roles : roles.filter((role) => role !== 'owner');
}
