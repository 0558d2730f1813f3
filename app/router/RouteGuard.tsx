import type { ReactNode } from 'react';
import { useFeatureFlags, usePermissions } from '~/lib/session';
import { guardAllows, type RouteGuard as Guard } from '~/lib/routes';
import { NotFoundPage } from '~/features/shell';

/** Renders its route's page only when the route's guard (its flag and permission) lets the user in. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  return guardAllows(guard, { permissions, flags }) ? children : <NotFoundPage embedded />;
}
