import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';

export interface ProviderSecrets {
  /** The provider's ID-token signing key (RS256), private JWK. */
  signingKey: JWK;
  /** Keys that sign the provider's cookies (newest first). */
  cookieKeys: string[];
  /** The secret of the server's own client at the embedded provider. */
  clientSecret: string;
}

function generate(): ProviderSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    signingKey: { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' } as JWK,
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/** The provider's secrets, made on first start and kept in `identity_keys` so restarts keep sessions and tokens valid. */
export async function loadProviderSecrets(db: Kysely<Database>): Promise<ProviderSecrets> {
  const name = 'embedded_provider';
  const kept = await db.selectFrom('identity_keys').select('value').where('name', '=', name).executeTakeFirst();
  // Generating the RSA key takes a tenth of a second or more: only on the first start (ADR 0040).
  if (kept) return kept.value as ProviderSecrets;
  await db.insertInto('identity_keys').values({ name, value: json(generate()) }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('identity_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value as ProviderSecrets;
}
