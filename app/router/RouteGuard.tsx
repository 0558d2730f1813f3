import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { featureFlagsAtom, permissionsAtom } from '~/lib/session';
import { guardAllows, type RouteGuard as Guard } from '~/lib/routes';
import { NotFoundPage } from '~/features/shell';

/** Renders its route's page only when the route's guard (its flag and permission) lets the user in. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const permissions = useAtomValue(permissionsAtom);
  const flags = useAtomValue(featureFlagsAtom);
  return guardAllows(guard, { permissions, flags }) ? children : <NotFoundPage embedded />;
}
