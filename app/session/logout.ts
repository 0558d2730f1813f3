import { clearLocalSession } from '~/app/auth';
import { paths } from '~/app/routes';

/**
 * Log-out (document 1 section 4.1): ends the server session (which ends the identity provider's),
 * clears local storage, and returns to sign-in.
 */
export async function logout(navigate: (to: string, options?: { replace?: boolean }) => void): Promise<void> {
  try {
    await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline or already signed out: the local session is cleared all the same.
  }
  clearLocalSession();
  navigate(paths.login, { replace: true });
}
