import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { routes } from './router/routes';

/** The console: providers around the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' }));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
