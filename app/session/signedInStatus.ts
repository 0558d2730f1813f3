/**
 * Whether the answer to the user's organisation list says the visitor is signed in: it answers, or
 * refuses only because the address is unverified (403). A 401 or any other failure is signed out.
 */
export function isSignedInStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 403;
}
