import type { Role } from '~/contract';
import { ROLE_LABELS } from '../model/roles';

/** Select items for the given roles. */
export function roleItems(roles: readonly Role[]) {
  return roles.map((role) => ({ id: role, label: ROLE_LABELS[role] }));
}
