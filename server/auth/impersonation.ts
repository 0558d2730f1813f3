import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';

/** How long an impersonation token may wait to be used, and how long the session it starts lasts (ADR 0010). */
export const IMPERSONATION_TOKEN_MINUTES = 5;
export const IMPERSONATION_SESSION_HOURS = 1;

const PREFIX = 'vfimp_';
const KEY_NAME = 'impersonation_signing';
/** Spent token ids are kept (until the token would have expired) in the provider's payload table. */
const SPENT_MODEL = 'VeriflowImpersonationToken';

interface Claims {
  /** The token's id; a token is spent by recording it. */
  jti: string;
  /** The platform operator who asked for it. */
  sub: string;
  org: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

async function signingKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('identity_keys')
    .values({ name: KEY_NAME, value: json({ secret: randomBytes(32).toString('base64url') }) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('identity_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from((row.value as { secret: string }).secret, 'base64url');
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A signed token that lets the operator start one super-admin session in the organisation. */
export async function issueImpersonationToken(db: Kysely<Database>, operatorId: string, orgId: string, now = Date.now()): Promise<{ authToken: string; expiresAt: Date }> {
  const claims: Claims = { jti: randomBytes(16).toString('base64url'), sub: operatorId, org: orgId, exp: now + IMPERSONATION_TOKEN_MINUTES * 60_000 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(await signingKey(db), payload).toString('base64url');
  return { authToken: `${PREFIX}${payload}.${signature}`, expiresAt: new Date(claims.exp) };
}

export type Redemption =
  | { ok: true; operatorId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'not_operator' | 'no_organisation' };

function parse(key: Buffer, token: string): Claims | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  const [payload, signature, ...rest] = token.slice(PREFIX.length).split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = sign(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    const { jti, sub, org, exp } = claims;
    if (typeof jti !== 'string' || typeof sub !== 'string' || typeof org !== 'string' || typeof exp !== 'number') return undefined;
    return { jti, sub, org, exp };
  } catch {
    return undefined;
  }
}

/**
 * Checks a token for the organisation and spends it: signature, expiry, organisation, single use,
 * then that its issuer is still an enabled platform operator and the organisation exists.
 */
export async function redeemImpersonationToken(db: Kysely<Database>, token: string, orgId: string, now = Date.now()): Promise<Redemption> {
  const claims = parse(await signingKey(db), token);
  if (!claims || claims.org !== orgId) return { ok: false, reason: 'invalid' };
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  const spent = await db
    .insertInto('oidc_payloads')
    .values({ model: SPENT_MODEL, id: claims.jti, payload: json({ sub: claims.sub, org: claims.org }), grant_id: null, user_code: null, uid: null, expires_at: new Date(claims.exp), consumed_at: new Date(now) })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!spent) return { ok: false, reason: 'used' };
  const operator = await db.selectFrom('users').select(['is_platform_operator', 'disabled']).where('id', '=', claims.sub).executeTakeFirst();
  if (!operator?.is_platform_operator || operator.disabled) return { ok: false, reason: 'not_operator' };
  const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) return { ok: false, reason: 'no_organisation' };
  return { ok: true, operatorId: claims.sub };
}

/**
 * Calls an impersonation session may not make: it acts inside its one organisation, not as the
 * operator at large (creating organisations, approving, paying, issuing further links).
 */
const OUTSIDE_IMPERSONATION: ReadonlySet<string> = new Set(['createOrganisation', 'approveLiveMode', 'completePaymentOrder', 'createImpersonationToken']);

export function allowedWhileImpersonating(operationId: string): boolean {
  return !OUTSIDE_IMPERSONATION.has(operationId);
}
