import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { featureFlagsAtom, permissionsAtom, routeAccess } from '~/app/auth';
import { NotFoundPage } from '~/features/shell';

/** Renders its page only when the route table (document 1 section 2.1) allows it; otherwise not-found. */
export function AreaRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permissions = useAtomValue(permissionsAtom);
  const flags = useAtomValue(featureFlagsAtom);
  return routeAccess(pathname, { permissions, flags }) === 'allowed' ? children : <NotFoundPage embedded />;
}
