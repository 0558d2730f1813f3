import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme, ThemeProvider } from '~/design-system';
import { SignInPage } from '~/features/shell';
import { DARK_SCHEME_QUERY, colorSchemeFor, storedThemePreference } from '~/lib/session';
import { goHomeWhenSignedIn } from './goHomeWhenSignedIn';

/**
 * Entry of /login on a full page load (login.html, docs/adr/0039): the sign-in screen without the
 * console's router, data layer or shell, so a visitor's first page is small. A signed-in visitor
 * goes on to the console, as the console's own /login route does.
 */
applyColorScheme(colorSchemeFor(storedThemePreference(), window.matchMedia(DARK_SCHEME_QUERY).matches));
const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <SignInPage params={new URLSearchParams(window.location.search)} onSignIn={(href) => window.location.assign(href)} />
    </ThemeProvider>
  </StrictMode>,
);
void goHomeWhenSignedIn(window.location);
