import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useFollowThemePreference } from '~/lib/session';
import { AppProviders } from './providers/AppProviders';
import { createConsoleSession, startConsoleSession } from './providers/consoleSession';
import { createConsoleRoutes } from './router/routes';
import { impersonationParams } from './session/impersonationParams';
import { takeSessionSnapshot } from './session/sessionSnapshot';

/** Keeps `data-theme` on the document in step with the theme preference and, on System, the operating system. */
function ThemeFollower() {
  useFollowThemePreference();
  return null;
}

/** The console: providers around the router. */
export function App() {
  const [session] = useState(createConsoleSession);
  const [router] = useState(() => {
    // An address with impersonation parameters starts another session first (ImpersonationGate): its session is asked for after that.
    const start = impersonationParams(window.location.search) === null ? startConsoleSession(session, takeSessionSnapshot()) : undefined;
    return createBrowserRouter(createConsoleRoutes(start), { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
  });
  return (
    <AppProviders session={session}>
      <ThemeFollower />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
