import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SESSION_COOKIE = 'veriflow_session';
const SESSION_HOURS = 12;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for the user; answers the cookie's token (only its hash is stored). */
export async function createSession(db: Kysely<Database>, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db.insertInto('sessions').values({ id: hash(token), user_id: userId, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

export type SessionLookup =
  | { state: 'valid'; userId: string }
  | { state: 'expired' | 'invalid' };

export async function readSession(db: Kysely<Database>, token: string): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'users.disabled'])
    .where('sessions.id', '=', hash(token))
    .executeTakeFirst();
  if (!row || row.disabled) return { state: 'invalid' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'valid', userId: row.user_id };
}

export async function endSession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('id', '=', hash(token)).execute();
}
