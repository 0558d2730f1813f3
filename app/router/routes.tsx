import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { guardAllows, paths, routeTable, type RouteEntry } from '~/lib/routes';
import type { SessionStart } from '~/lib/session';
import { FullPageLoader, NotFoundPage, preloadShellData, SignInPage, VerifiedPage, type RouteHandle } from '~/features/shell';
import { SessionGate } from '../session/SessionGate';
import { useSignedIn } from '../session/useSignedIn';
import { pages, type RoutePage } from './pages';
import { RootLayout } from './RootLayout';
import { RouteGuard } from './RouteGuard';

/** /verified (document 1 section 2.4): a signed-in user goes on to /. */
function VerifiedRoute() {
  return <VerifiedPage signedIn={useSignedIn()} />;
}

/** /login: a signed-in user has nothing to sign in to and goes on to / (document 1 section 2.4). */
function SignInRoute() {
  const [params] = useSearchParams();
  if (useSignedIn()) return <Navigate to={paths.root} replace />;
  return <SignInPage params={params} onSignIn={(href) => window.location.assign(href)} />;
}

const notFoundHandle: RouteHandle = { title: 'Page not found' };

/** One router entry per route of the table: its path, its guard around its page, its header title. */
function signedInRoute(id: keyof typeof pages, start: SessionStart | undefined): RouteObject {
  const { path, guard, title, subtitle }: RouteEntry = routeTable[id];
  const page: RoutePage = pages[id];
  const base = { path, caseSensitive: true };
  if (page === 'notBuilt') return { ...base, handle: notFoundHandle, element: <NotFoundPage embedded /> };
  const handle: RouteHandle = { title, subtitle };
  if ('render' in page) return { ...base, handle, element: <RouteGuard guard={guard}>{page.render()}</RouteGuard> };
  const lazy = async () => {
    const { element, preload } = await page.load();
    // On the page the console opens on, the shell's data and the page's are asked for with the session; the page's when its guard lets the user in (ADR 0045).
    start?.firstPage((session) => {
      preloadShellData(session);
      if (preload && guardAllows(guard, session)) preload(session);
    });
    return { element: <RouteGuard guard={guard}>{element}</RouteGuard> };
  };
  return { ...base, handle, lazy };
}

/**
 * The console's routes (document 1 section 2.1), derived from the route table and its pages. With
 * a started session, the page the console opens on asks for its data as the session arrives.
 */
export function createConsoleRoutes(start?: SessionStart): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <FullPageLoader label="Loading Veriflow" />,
      children: [
        { path: paths.login, caseSensitive: true, element: <SignInRoute /> },
        { path: paths.verified, caseSensitive: true, element: <VerifiedRoute /> },
        {
          // The signed-in area's gate and shell are in the console's entry, so the HTML names their files for the browser to fetch
          // as it parses, rather than the router adding a preload link for each as it starts; /login is an entry of its own (ADR 0048).
          Component: SessionGate,
          children: [
            { index: true, element: <Navigate to={routeTable.root.guard.to} replace /> },
            ...(Object.keys(pages) as Array<keyof typeof pages>).map((id) => signedInRoute(id, start)),
            { path: '*', handle: notFoundHandle, element: <NotFoundPage embedded /> },
          ],
        },
      ],
    },
  ];
}

/** The routes without a started session (stories and tests). */
export const routes: RouteObject[] = createConsoleRoutes();
