import { Outlet, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useRouterHref } from './useRouterHref';
import { RouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Lets react-aria links and menu items navigate through react-router. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      <Outlet />
    </RouterProvider>
  );
}
