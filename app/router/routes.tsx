import { Navigate, type RouteObject } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { authDetailsAtom } from '~/app/auth';
import { paths } from '~/app/routes';
import { FullPageLoader, NotFoundPage, SignInPage, VerifiedPage, type RouteHandle } from '~/features/shell';
import { SessionGate } from '../session/SessionGate';
import { AreaRoute } from './AreaRoute';
import { RootLayout } from './RootLayout';

function VerifiedRoute() {
  const signedIn = useAtomValue(authDetailsAtom) !== null;
  return <VerifiedPage signedIn={signedIn} />;
}

function SignInRoute() {
  return <SignInPage onSignIn={(href) => window.location.assign(href)} />;
}

const handle = (title: string, subtitle?: string): RouteHandle => ({ title, subtitle });

/**
 * The console's routes (document 1 section 2.1). Areas whose issue has not landed yet fall to the
 * not-found screen through the catch-all, after their permission and flag guard (README lists them).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader label="Loading Veriflow" />,
    children: [
      { path: paths.login, element: <SignInRoute /> },
      { path: paths.verified, element: <VerifiedRoute /> },
      {
        element: <SessionGate />,
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          {
            path: paths.home,
            handle: handle('Home', 'Build, try and launch your verification workflows'),
            lazy: async () => ({ Component: (await import('~/features/home')).HomePage }),
          },
          {
            path: '*',
            handle: handle('Page not found'),
            element: (
              <AreaRoute>
                <NotFoundPage embedded />
              </AreaRoute>
            ),
          },
        ],
      },
    ],
  },
];
