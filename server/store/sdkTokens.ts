import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a hosted-flow token lives. */
export const SDK_TOKEN_TTL_SECONDS = 15 * 60;

export interface SdkTokenClaims {
  /** organisation */
  org: string;
  env: 'test' | 'live';
  /** the user who asked for it */
  sub: string;
  /** expiry, seconds since the epoch */
  exp: number;
  /** a random nonce, so two tokens never match */
  jti: string;
}

/**
 * The signing key: VERIFLOW_SDK_TOKEN_SECRET when set (at least 32 characters; needed when
 * several server processes must accept each other's tokens), else a random key of this process
 * (tokens then end with a restart, which their 15 minutes allow). The key is never stored.
 */
function signingKey(): Buffer {
  const configured = process.env.VERIFLOW_SDK_TOKEN_SECRET;
  if (configured && configured.length >= 32) return Buffer.from(configured, 'utf8');
  processKey ??= randomBytes(32);
  return processKey;
}
let processKey: Buffer | undefined;

const sign = (payload: string) => createHmac('sha256', signingKey()).update(payload).digest('base64url');

/** Issues a signed token for the hosted end-user flow of the organisation in the environment. */
export function issueSdkToken(input: { orgId: string; environment: 'test' | 'live'; userId: string }, now: Date = new Date()) {
  const exp = Math.floor(now.getTime() / 1000) + SDK_TOKEN_TTL_SECONDS;
  const claims: SdkTokenClaims = { org: input.orgId, env: input.environment, sub: input.userId, exp, jti: randomBytes(9).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `vfsdk.${payload}.${sign(payload)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The claims of a token this server issued and that has not expired, else null. */
export function verifySdkToken(token: string, now: Date = new Date()): SdkTokenClaims | null {
  const [kind, payload, signature] = token.split('.');
  if (kind !== 'vfsdk' || !payload || !signature || token.split('.').length !== 3) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SdkTokenClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}
