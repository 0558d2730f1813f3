import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '~/design-system';
import { DARK_SCHEME_QUERY, colorSchemeFor, storedThemePreference } from '~/lib/session';
import { App } from './App';

async function start() {
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('./demo/startDemoWorker');
    await startDemoWorker();
  }
  // Before the first paint; the App's ThemeFollower keeps it in step from then on.
  applyColorScheme(colorSchemeFor(storedThemePreference(), window.matchMedia(DARK_SCHEME_QUERY).matches));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition renders in slices that yield to the browser, rather than one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
