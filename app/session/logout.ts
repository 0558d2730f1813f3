import { clearLocalSession } from '~/lib/session';
import { paths } from '~/lib/routes';

/**
 * Log-out (document 1 section 4.1): ends the server session (which ends the identity provider's),
 * clears local storage, and returns to sign-in; a super admin is sent to / instead.
 */
export async function logout(navigate: (to: string, options?: { replace?: boolean }) => void, { superAdmin = false }: { superAdmin?: boolean } = {}): Promise<void> {
  try {
    await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline or already signed out: the local session is cleared all the same.
  }
  clearLocalSession();
  // A super admin's console held another organisation's data: a full load of / drops all of it.
  if (superAdmin) window.location.assign(import.meta.env.BASE_URL || paths.root);
  else navigate(paths.login, { replace: true });
}
