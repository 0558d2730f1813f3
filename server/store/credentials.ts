import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';
import { iso, isoOrNull } from '../db/timestamps';
import { PREPARED } from '../db/preparedStatements';

export type CredentialView = components['schemas']['Credential'];
type Environment = 'test' | 'live';

/** The visible start of a key: `vf_test_` or `vf_live_` and 4 characters of the random part. */
const PREFIX_LENGTH = 12;
const KEY_PATTERN = /^vf_(test|live)_[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex) of an API key: the only form in which a key is stored. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const columns = [
  'api_keys.id',
  'api_keys.app_name',
  'api_keys.status',
  'api_keys.environment',
  'api_keys.key_prefix',
  'api_keys.created_at',
  'api_keys.last_used_at',
  'users.email as created_by_email',
] as const;

function view(row: {
  id: string;
  app_name: string;
  status: 'active' | 'inactive';
  environment: Environment;
  key_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  created_by_email: string | null;
}): CredentialView {
  return {
    credentialId: row.id,
    app_name: row.app_name,
    status: row.status,
    environment: row.environment,
    keyPrefix: row.key_prefix,
    createdAt: iso(row.created_at),
    createdBy: row.created_by_email,
    lastUsedAt: isoOrNull(row.last_used_at),
  };
}

function selectKeys(db: Kysely<Database>, orgId: string, environment: Environment) {
  return db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .select(columns)
    .where('api_keys.organization_id', '=', orgId)
    .where('api_keys.environment', '=', environment)
    .where('api_keys.revoked_at', 'is', null);
}

/** The organisation's keys in the environment (revoked ones left out), newest first. */
export async function listCredentials(db: Kysely<Database>, orgId: string, environment: Environment): Promise<CredentialView[]> {
  const rows = await selectKeys(db, orgId, environment).orderBy('api_keys.created_at', 'desc').orderBy('api_keys.id').execute();
  return rows.map(view);
}

/** One key of the organisation in the environment, or undefined (another organisation's key too). */
export async function findCredential(db: Kysely<Database>, orgId: string, environment: Environment, id: string) {
  const row = await selectKeys(db, orgId, environment).where('api_keys.id', '=', id).executeTakeFirst();
  return row && view(row);
}

export type GenerateResult = { ok: true; credential: CredentialView; secret: string } | { ok: false; reason: 'name_taken' };

/** Generates a key; answers its secret once. Only the hash and a display prefix are stored. */
export async function generateCredential(
  db: Kysely<Database>,
  input: { orgId: string; environment: Environment; appName: string; createdBy: string | null },
): Promise<GenerateResult> {
  const taken = await db
    .selectFrom('api_keys')
    .select('id')
    .where('organization_id', '=', input.orgId)
    .where('environment', '=', input.environment)
    .where('revoked_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['app_name']), '=', input.appName.toLowerCase()))
    .executeTakeFirst();
  if (taken) return { ok: false, reason: 'name_taken' };
  const secret = `vf_${input.environment}_${randomBytes(32).toString('base64url')}`;
  const id = newHexId('cred');
  try {
    await db
      .insertInto('api_keys')
      .values({
        id,
        organization_id: input.orgId,
        environment: input.environment,
        app_name: input.appName,
        key_prefix: secret.slice(0, PREFIX_LENGTH),
        secret_hash: hashApiKey(secret),
        status: 'active',
        created_by: input.createdBy,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name_taken' };
    throw error;
  }
  const credential = await findCredential(db, input.orgId, input.environment, id);
  if (!credential) throw new Error(`The key ${id} was not stored`);
  return { ok: true, credential, secret };
}

/** Switches a key between active and inactive; undefined when the organisation has no such key. */
export async function toggleCredential(db: Kysely<Database>, orgId: string, environment: Environment, id: string) {
  const updated = await db
    .updateTable('api_keys')
    .set({ status: sql<'active' | 'inactive'>`case when status = 'active' then 'inactive' else 'active' end` })
    .where('id', '=', id)
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated ? findCredential(db, orgId, environment, id) : undefined;
}

/** Revokes a key for good; answers whether the organisation had it. */
export async function revokeCredential(db: Kysely<Database>, orgId: string, environment: Environment, id: string): Promise<{ appName: string } | undefined> {
  const row = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .where('revoked_at', 'is', null)
    .returning('app_name')
    .executeTakeFirst();
  return row && { appName: row.app_name };
}

export type ApiKeyCheck =
  | { valid: true; credentialId: string; organizationId: string; environment: Environment; appName: string }
  | { valid: false; reason: 'malformed' | 'unknown' | 'inactive' };

/** A key's last use is written again only when the one recorded is older than this (a write per call costs a busy key's calls a commit each). */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * Checks an API key as a caller presents it: known, not revoked and active. A valid key's
 * last use is recorded, to LAST_USE_PRECISION_MS. The environment is the key's own (a test key
 * never opens live mode).
 */
export async function verifyApiKey(db: Kysely<Database>, token: string, now: Date = new Date()): Promise<ApiKeyCheck> {
  if (!KEY_PATTERN.test(token)) return { valid: false, reason: 'malformed' };
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'organization_id', 'environment', 'app_name', 'status', 'last_used_at'])
    .where('secret_hash', '=', hashApiKey(token))
    .where('revoked_at', 'is', null)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row) return { valid: false, reason: 'unknown' };
  if (row.status !== 'active') return { valid: false, reason: 'inactive' };
  const recorded = row.last_used_at?.getTime();
  if (recorded === undefined || now.getTime() - recorded >= LAST_USE_PRECISION_MS || now.getTime() < recorded) {
    await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return { valid: true, credentialId: row.id, organizationId: row.organization_id, environment: row.environment, appName: row.app_name };
}
