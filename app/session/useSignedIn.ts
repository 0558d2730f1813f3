import { useOrganizations } from '~/lib/api';
import { isSignedInStatus } from './signedInStatus';

/**
 * Whether the visitor is signed in, for the pages outside the signed-in area (/login, /verified):
 * their organisation list, asked afresh on arrival, answers, or refuses only because the address is
 * unverified. False while the answer is pending and on a 401, so the list cached before a log-out
 * does not send the visitor back into the console.
 */
export function useSignedIn(): boolean {
  const { data, error, isValidating } = useOrganizations({ revalidateOnMount: true });
  if (isValidating) return false;
  return error ? isSignedInStatus(error.status) : data !== undefined;
}
