import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { isUniqueViolation } from '../db/errors';

type Db = Kysely<Database>;
type Environment = 'test' | 'live';

/** SHA-256 of a request body (canonical JSON), to tell a replay from a different body under one key. */
export const requestHash = (canonicalBody: string) => createHash('sha256').update(canonicalBody).digest('hex');

export interface KeyRef {
  orgId: string;
  environment: Environment;
  key: string;
}

/** A running claim of a key: only its holder (the token) may renew, complete or release it. */
export interface KeyLease {
  ref: KeyRef;
  token: string;
}

export type IdempotencyClaim =
  | { status: 'claimed'; lease: KeyLease; takenOver: boolean }
  | { status: 'replay'; responseStatus: number; responseBody: unknown }
  | { status: 'mismatch' }
  | { status: 'running' };

const leaseUntil = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/**
 * Claims an Idempotency-Key for a request. The first caller of a key gets a lease (the table's
 * unique key decides between concurrent callers); later callers get the first answer (`replay`),
 * `mismatch` when their body differs, or `running` while the lease holds. A lease that lapsed (its
 * holder crashed, or a claim from before leases) is taken over: the request runs once more.
 */
export async function claimIdempotencyKey(db: Db, ref: KeyRef, hash: string, leaseMs: number, now: Date = new Date()): Promise<IdempotencyClaim> {
  const token = randomUUID();
  try {
    const inserted = await db
      .insertInto('transaction_idempotency_keys')
      .values({
        organization_id: ref.orgId,
        environment: ref.environment,
        idempotency_key: ref.key,
        request_hash: hash,
        state: 'running',
        lease_token: token,
        lease_expires_at: leaseUntil(now, leaseMs),
      })
      .onConflict((oc) => oc.columns(['organization_id', 'environment', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (inserted) return { status: 'claimed', lease: { ref, token }, takenOver: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const row = await db
    .selectFrom('transaction_idempotency_keys')
    .select(['request_hash', 'state', 'response_status', 'response_body', 'lease_expires_at'])
    .where('organization_id', '=', ref.orgId)
    .where('environment', '=', ref.environment)
    .where('idempotency_key', '=', ref.key)
    .executeTakeFirst();
  if (!row) return claimIdempotencyKey(db, ref, hash, leaseMs, now);
  if (row.request_hash !== hash) return { status: 'mismatch' };
  if (row.state === 'done' && row.response_status !== null) return { status: 'replay', responseStatus: row.response_status, responseBody: row.response_body };
  const lapsed = row.lease_expires_at === null || new Date(row.lease_expires_at).getTime() <= now.getTime();
  if (!lapsed) return { status: 'running' };
  const taken = await db
    .updateTable('transaction_idempotency_keys')
    .set({ lease_token: token, lease_expires_at: leaseUntil(now, leaseMs) })
    .where('organization_id', '=', ref.orgId)
    .where('environment', '=', ref.environment)
    .where('idempotency_key', '=', ref.key)
    .where('state', '=', 'running')
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
    .returning('idempotency_key')
    .executeTakeFirst();
  return taken ? { status: 'claimed', lease: { ref, token }, takenOver: true } : { status: 'running' };
}

const heldBy = (db: Db, lease: KeyLease) =>
  db
    .updateTable('transaction_idempotency_keys')
    .where('organization_id', '=', lease.ref.orgId)
    .where('environment', '=', lease.ref.environment)
    .where('idempotency_key', '=', lease.ref.key)
    .where('state', '=', 'running')
    .where('lease_token', '=', lease.token);

/** Extends a lease its holder still has; answers false when it was taken over. */
export async function renewIdempotencyKey(db: Db, lease: KeyLease, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const result = await heldBy(db, lease).set({ lease_expires_at: leaseUntil(now, leaseMs) }).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores the answer under a lease still held (later requests with the key get it); answers false,
 * writing nothing, when the lease was taken over or the key is already answered. Called in the
 * database transaction that records what the answer describes.
 */
export async function completeIdempotencyKey(db: Db, lease: KeyLease, responseStatus: number, responseBody: unknown, transactionId: string | null): Promise<boolean> {
  const result = await heldBy(db, lease)
    .set({ state: 'done', response_status: responseStatus, response_body: json(responseBody), transaction_id: transactionId, lease_token: null, lease_expires_at: null })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Frees a key whose request was refused or failed under this lease: nothing was recorded, so a retry may run. */
export async function releaseIdempotencyKey(db: Db, lease: KeyLease) {
  await db
    .deleteFrom('transaction_idempotency_keys')
    .where('organization_id', '=', lease.ref.orgId)
    .where('environment', '=', lease.ref.environment)
    .where('idempotency_key', '=', lease.ref.key)
    .where('state', '=', 'running')
    .where('lease_token', '=', lease.token)
    .execute();
}
