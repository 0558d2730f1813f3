import { forbidden } from '../http/errors';

/**
 * What a user whose e-mail address is not verified yet may call: who they are, and nothing else.
 * Their organisation list answers 403 too, which is how the console knows to show the verify page.
 */
const ALLOWED_WHILE_UNVERIFIED: ReadonlySet<string> = new Set(['getAuthDetails']);

export function allowedWhileUnverified(operationId: string): boolean {
  return ALLOWED_WHILE_UNVERIFIED.has(operationId);
}

export const unverifiedEmail = () =>
  forbidden('Verify your e-mail address first', 'Open the link in the e-mail we sent when you signed up; then try again.');
