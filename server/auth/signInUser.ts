import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';

export interface IdTokenIdentity {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

export interface LocalUser {
  id: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
}

/**
 * The local user an ID token names. The embedded provider's subject is the user id. An external
 * provider's user is matched by e-mail address (created on first sign-in), and its verified flag
 * is taken from the token.
 */
export async function localUserFor(db: Kysely<Database>, identity: IdTokenIdentity, embedded: boolean): Promise<LocalUser | undefined> {
  const select = db.selectFrom('users').select(['id', 'email', 'email_verified', 'disabled']);
  if (embedded) {
    const row = await select.where('id', '=', identity.sub).executeTakeFirst();
    return row && { id: row.id, email: row.email, emailVerified: row.email_verified, disabled: row.disabled };
  }
  if (typeof identity.email !== 'string' || !identity.email) return undefined;
  const email = identity.email;
  const verified = identity.email_verified === true;
  const byEmail = () => select.where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
  let row = await byEmail();
  if (!row) {
    const name = typeof identity.name === 'string' && identity.name ? identity.name : email.split('@')[0] ?? email;
    try {
      await db
        .insertInto('users')
        .values({ id: newHexId('usr'), email, name, nickname: name.split(/\s+/)[0] ?? name, email_verified: verified })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    row = await byEmail();
  } else if (verified && !row.email_verified) {
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', row.id).execute();
    row = { ...row, email_verified: true };
  }
  return row && { id: row.id, email: row.email, emailVerified: row.email_verified, disabled: row.disabled };
}
