import { Outlet, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useRouterHref } from './useRouterHref';
import { RouterProvider } from 'react-aria-components';
import { ImpersonationGate } from '../session/ImpersonationGate';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Lets react-aria links and menu items navigate through react-router; takes a super-admin link's token off the address first. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      <ImpersonationGate>
        <Outlet />
      </ImpersonationGate>
    </RouterProvider>
  );
}
