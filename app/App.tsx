import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useFollowThemePreference } from '~/lib/session';
import { AppProviders } from './providers/AppProviders';
import { routes } from './router/routes';
import { impersonationParams } from './session/impersonationParams';

/** Keeps `data-theme` on the document in step with the theme preference and, on System, the operating system. */
function ThemeFollower() {
  useFollowThemePreference();
  return null;
}

/** The console: providers around the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' }));
  // An address with impersonation parameters starts another session first (ImpersonationGate): its organisations are asked for after that.
  const [preloadSession] = useState(() => impersonationParams(window.location.search) === null);
  return (
    <AppProviders preloadSession={preloadSession}>
      <ThemeFollower />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
