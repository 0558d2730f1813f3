import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useRouterHref } from '../app/router/useRouterHref';
import { RouterProvider } from 'react-aria-components';
import { AppProviders } from '../app/providers/AppProviders';

/** AppProviders gives each story its own SWR cache; stories also skip retries and deduplication. */
const storySWR = { shouldRetryOnError: false, dedupingInterval: 0 };

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * Each story gets the console's providers with a fresh SWR cache and jotai store, so no data leaks
 * between stories, and (unless it brings its own router) a memory router at `parameters.route`.
 */
export function StoryProviders({ children, route, ownRouter }: { children: ReactNode; route: string; ownRouter: boolean }) {
  return (
    <AppProviders swr={storySWR}>
      {ownRouter ? (
        children
      ) : (
        <MemoryRouter initialEntries={[route]}>
          <AriaRouter>{children}</AriaRouter>
        </MemoryRouter>
      )}
    </AppProviders>
  );
}
