import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';
import { hashPassword, verifyPassword } from './passwords';

export interface Account {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  disabled: boolean;
}

const TOKEN_HOURS: Record<'verify_email' | 'reset_password', number> = { verify_email: 48, reset_password: 1 };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const byEmail = (email: string) => email.trim().toLowerCase();

function accountOf(row: { id: string; email: string; name: string; email_verified: boolean; disabled: boolean }): Account {
  return { id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified, disabled: row.disabled };
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('users').select(['id', 'email', 'name', 'email_verified', 'disabled']).where('id', '=', id).executeTakeFirst();
  return row && accountOf(row);
}

export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'email_verified', 'disabled'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', byEmail(email)))
    .executeTakeFirst();
  return row && accountOf(row);
}

export type SignUpResult = { ok: true; account: Account } | { ok: false; reason: 'email_taken' };

/** A new, unverified user with a password. */
export async function signUp(db: Kysely<Database>, input: { email: string; name: string; password: string }): Promise<SignUpResult> {
  const passwordHash = await hashPassword(input.password);
  const id = newHexId('usr');
  const email = input.email.trim();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ id, email, name: input.name.trim(), nickname: input.name.trim().split(/\s+/)[0] ?? '', email_verified: false }).execute();
      await trx.insertInto('user_credentials').values({ user_id: id, password_hash: passwordHash }).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
  return { ok: true, account: { id, email, name: input.name.trim(), emailVerified: false, disabled: false } };
}

export type PasswordCheck = { ok: true; account: Account } | { ok: false; reason: 'invalid' | 'disabled' };

/** Checks e-mail and password. A missing user costs the same hashing time as a wrong password. */
export async function checkPassword(db: Kysely<Database>, email: string, password: string): Promise<PasswordCheck> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_credentials', 'user_credentials.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.name', 'users.email_verified', 'users.disabled', 'user_credentials.password_hash'])
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', byEmail(email)))
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH));
  if (!row?.password_hash || !matches) return { ok: false, reason: 'invalid' };
  if (row.disabled) return { ok: false, reason: 'disabled' };
  return { ok: true, account: accountOf(row) };
}
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** A one-time token for the purpose; only its hash is stored. Earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Kysely<Database>, userId: string, purpose: 'verify_email' | 'reset_password'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('identity_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('identity_tokens')
    .values({ id: sha256(token), user_id: userId, purpose, expires_at: new Date(Date.now() + TOKEN_HOURS[purpose] * 3600_000) })
    .execute();
  return token;
}

/** Uses the token once: answers its user, or undefined when it is unknown, used or expired. */
export async function redeemToken(db: Kysely<Database>, token: string, purpose: 'verify_email' | 'reset_password'): Promise<string | undefined> {
  const row = await db
    .updateTable('identity_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function markEmailVerified(db: Kysely<Database>, userId: string) {
  await db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
}

export async function setPassword(db: Kysely<Database>, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('user_credentials')
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }))
    .execute();
}
