import { ORGANIZATIONS_PATH, apiBaseFor, DEFAULT_REGION } from '~/lib/api';
import { routeTable } from '~/lib/routes';
import { isSignedInStatus } from '../session/signedInStatus';

/** The user's organisation list: the question the console's /login route asks (`useSignedIn`). */
export const SIGNED_IN_PROBE = `${apiBaseFor(DEFAULT_REGION, 'test')}${ORGANIZATIONS_PATH}`;

/**
 * Asks the server whether the visitor is signed in and, if so, sends the browser on to the
 * console's home. A failed request leaves the visitor on the sign-in screen.
 */
export async function goHomeWhenSignedIn(location: Pick<Location, 'replace'>, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(SIGNED_IN_PROBE, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!isSignedInStatus(response.status)) return false;
  } catch {
    return false;
  }
  location.replace(routeTable.root.path);
  return true;
}
