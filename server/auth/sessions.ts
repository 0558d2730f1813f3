import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PREPARED } from '../db/preparedStatements';

/** The session cookie over plain http (development, tests). */
export const SESSION_COOKIE = 'veriflow_session';
/** The session cookie when served over https: Secure, Path=/, no Domain (ADR 0008). */
export const SECURE_SESSION_COOKIE = '__Host-veriflow_session';
const SESSION_HOURS = 12;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session cookie's attributes (HttpOnly, SameSite=Lax, Path=/, Secure when served over https). */
export function sessionCookieOptions(secure: boolean, expires: Date) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  /** A platform operator's super-admin session that reaches only this organisation (ADR 0010). */
  impersonatedOrgId?: string;
  hours?: number;
}

/** Starts a session for the user; answers the cookie's token (only its hash is stored). */
export async function createSession(db: Kysely<Database>, userId: string, options: SessionOptions = {}): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (options.hours ?? SESSION_HOURS) * 3600_000);
  const id = hash(token);
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, expires_at: expiresAt, impersonated_organization_id: options.impersonatedOrgId ?? null })
    .execute();
  return { token, id, expiresAt };
}

export type SessionLookup =
  | { state: 'valid'; userId: string; sessionId: string; impersonatedOrgId: string | null }
  | { state: 'expired' | 'invalid' };

export async function readSession(db: Kysely<Database>, token: string): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'sessions.impersonated_organization_id', 'users.disabled'])
    .where('sessions.id', '=', hash(token))
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row || row.disabled) return { state: 'invalid' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'valid', userId: row.user_id, sessionId: row.id, impersonatedOrgId: row.impersonated_organization_id };
}

export async function endSession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('id', '=', hash(token)).execute();
}

/** Ends every session of the user (after a password reset). */
export async function endSessionsOf(db: Kysely<Database>, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
