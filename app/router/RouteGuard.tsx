import type { ReactNode } from 'react';
import { useFeatureFlags, usePermissions } from '~/lib/session';
import { guardAccess, type RouteGuard as Guard } from '~/lib/routes';
import { NoAccessPage, NotFoundPage } from '~/features/shell';

/**
 * Renders its route's page only when the route's guard (its flag and permission) lets the user in;
 * a feature that is off is not found, a page the role does not grant says so (no-access).
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  const access = guardAccess(guard, { permissions, flags });
  if (access === 'allowed') return children;
  return access === 'no-access' ? <NoAccessPage /> : <NotFoundPage embedded />;
}
