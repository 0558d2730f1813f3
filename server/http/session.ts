import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSession } from '../auth/sessions';
import { allowedWhileUnverified, unverifiedEmail } from '../auth/verifiedEmail';
import type { SignedInUser } from './context';
import { unauthorized } from './errors';
import { PREPARED } from '../db/preparedStatements';

/** The user of the request's session cookie; 401 without a valid session, 403 for an unverified e-mail address. */
export async function signedInUser(db: Kysely<Database>, request: FastifyRequest, operationId: string, cookieName: string): Promise<SignedInUser> {
  const token = request.cookies[cookieName];
  if (!token) throw unauthorized('session_missing', 'This call needs a signed-in session, and the request carried none.');
  const session = await readSession(db, token);
  if (session.state === 'expired') throw unauthorized('session_expired', 'The session has expired. Sign in again.');
  if (session.state !== 'valid') throw unauthorized('session_invalid', 'The session is not valid. Sign in again.');
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'is_platform_operator', 'email_verified'])
    .where('id', '=', session.userId)
    .modifyEnd(PREPARED)
    .executeTakeFirstOrThrow();
  if (!user.email_verified && !user.is_platform_operator && !allowedWhileUnverified(operationId)) throw unverifiedEmail();
  if (session.impersonatedOrgId && !user.is_platform_operator) throw unauthorized('session_invalid', 'The impersonation session ended: its operator is no longer a platform operator.');
  return { id: user.id, email: user.email, name: user.name, isPlatformOperator: user.is_platform_operator, impersonatedOrgId: session.impersonatedOrgId };
}
