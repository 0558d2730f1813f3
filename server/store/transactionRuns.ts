import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { FINISHED_OUTCOMES, type RunState } from '../engine';
import { monthOf } from './usage';
import { enqueueWebhookEvent } from './webhooks';
import { normalizeEntryValue } from './blocklists';
import { insertTransaction } from './transactions';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transactions';
import type { InputCheck } from '../workflows/inputCheck';

type Db = Kysely<Database>;
export type Environment = 'test' | 'live';

/** SHA-256 of a request body (canonical JSON), to tell a replay from a different body under one key. */
export const requestHash = (canonicalBody: string) => createHash('sha256').update(canonicalBody).digest('hex');

export type IdempotencyClaim =
  | { status: 'claimed' }
  | { status: 'replay'; responseStatus: number; responseBody: unknown }
  | { status: 'mismatch' }
  | { status: 'running' };

interface KeyRef {
  orgId: string;
  environment: Environment;
  key: string;
}

const keyRow = (db: Db, ref: KeyRef) =>
  db
    .selectFrom('transaction_idempotency_keys')
    .select(['request_hash', 'state', 'response_status', 'response_body'])
    .where('organization_id', '=', ref.orgId)
    .where('environment', '=', ref.environment)
    .where('idempotency_key', '=', ref.key);

/**
 * Claims an Idempotency-Key for a request: the first caller of a key gets `claimed` (the unique
 * key of the table decides between concurrent callers); later callers get the first answer
 * (`replay`), `mismatch` when their body differs, or `running` while the first has not answered.
 */
export async function claimIdempotencyKey(db: Db, ref: KeyRef, hash: string): Promise<IdempotencyClaim> {
  try {
    const inserted = await db
      .insertInto('transaction_idempotency_keys')
      .values({ organization_id: ref.orgId, environment: ref.environment, idempotency_key: ref.key, request_hash: hash, state: 'running' })
      .onConflict((oc) => oc.columns(['organization_id', 'environment', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (inserted) return { status: 'claimed' };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const row = await keyRow(db, ref).executeTakeFirst();
  if (!row) return claimIdempotencyKey(db, ref, hash);
  if (row.request_hash !== hash) return { status: 'mismatch' };
  if (row.state === 'running' || row.response_status === null) return { status: 'running' };
  return { status: 'replay', responseStatus: row.response_status, responseBody: row.response_body };
}

/** Stores the answer of a claimed key: later requests with the key get it. */
export async function completeIdempotencyKey(db: Db, ref: KeyRef, responseStatus: number, responseBody: unknown) {
  await db
    .updateTable('transaction_idempotency_keys')
    .set({ state: 'done', response_status: responseStatus, response_body: json(responseBody) })
    .where('organization_id', '=', ref.orgId)
    .where('environment', '=', ref.environment)
    .where('idempotency_key', '=', ref.key)
    .execute();
}

/** Frees a claimed key whose request was refused or failed: nothing was recorded, so a retry may run. */
export async function releaseIdempotencyKey(db: Db, ref: KeyRef) {
  await db
    .deleteFrom('transaction_idempotency_keys')
    .where('organization_id', '=', ref.orgId)
    .where('environment', '=', ref.environment)
    .where('idempotency_key', '=', ref.key)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Gives back usage that was reserved and not used (the opposite of `chargeUsage`): this month's
 * usage only when the reservation was made this month.
 */
export async function releaseUsage(db: Db, orgId: string, environment: Environment, amount: number, now: Date = new Date()) {
  if (!(amount > 0)) return;
  await db
    .updateTable('usage_accounts')
    .set({
      lifetime_usage: sql<number>`greatest(lifetime_usage - ${amount}::numeric, 0)`,
      monthly_usage: sql<number>`case when month = ${monthOf(now)} then greatest(monthly_usage - ${amount}::numeric, 0) else monthly_usage end`,
      updated_at: now,
    })
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .execute();
}

/** Whether each value is an entry of the organisation's list (the list look-ups of the engine's list operator), in one query. */
export async function listedValues(db: Db, orgId: string, probes: readonly { listId: string; value: string }[]): Promise<boolean[]> {
  if (probes.length === 0) return [];
  const rows = await db
    .selectFrom('blocklist_entries')
    .select(['blocklist_id', 'normalized_value'])
    .where('organization_id', '=', orgId)
    .where('blocklist_id', 'in', [...new Set(probes.map((p) => p.listId))])
    .where('normalized_value', 'in', [...new Set(probes.map((p) => normalizeEntryValue(p.value)))])
    .execute();
  const found = new Set(rows.map((row) => `${row.blocklist_id}\u0000${row.normalized_value}`));
  return probes.map((p) => found.has(`${p.listId}\u0000${normalizeEntryValue(p.value)}`));
}

export interface StoredRun {
  transactionId: string;
  workflowId: string | null;
  templateId: string | null;
  capabilityId: string | null;
  version: number;
  quicklinkId: string | null;
  state: RunState;
  /** What the starting data lacked and held beyond the workflow's inputs. */
  inputs: InputCheck;
  reserved: number;
  used: number;
  settled: boolean;
  revision: number;
  createdAt: Date;
}

/** A transaction of the environment with its engine state; undefined when there is none (or it was seeded without one). */
export async function findRun(db: Db, orgId: string, environment: Environment, transactionId: string): Promise<StoredRun | undefined> {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('transaction_runs as r', 'r.transaction_id', 't.id')
    .select(['t.id', 't.workflow_id', 't.template_id', 't.capability_id', 't.version', 't.quicklink_id', 't.created_at', 't.missing_inputs', 't.unknown_inputs', 'r.engine_state', 'r.reserved', 'r.used', 'r.settled', 'r.revision'])
    .where('t.organization_id', '=', orgId)
    .where('t.environment', '=', environment)
    .where('t.id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    transactionId: row.id,
    workflowId: row.workflow_id,
    templateId: row.template_id,
    capabilityId: row.capability_id,
    version: row.version,
    quicklinkId: row.quicklink_id,
    state: row.engine_state as RunState,
    inputs: { missingInputs: row.missing_inputs, unknownInputs: row.unknown_inputs },
    reserved: Number(row.reserved),
    used: Number(row.used),
    settled: row.settled,
    revision: row.revision,
    createdAt: new Date(row.created_at),
  };
}


/** The webhook event of an outcome (decision-engine.md); none while PROCESSING. */
export function eventOf(outcome: RunState['outcome']): 'transaction.completed' | 'transaction.awaiting' | 'transaction.failed' | null {
  if (outcome === 'AWAITING') return 'transaction.awaiting';
  if (outcome === 'ERROR') return 'transaction.failed';
  if (outcome === 'PROCESSING') return null;
  return 'transaction.completed';
}

export interface RunRecord {
  orgId: string;
  environment: Environment;
  transactionId: string;
  workflowId: string | null;
  templateId: string | null;
  /** The capability of a capability's try-out. */
  capabilityId?: string | null;
  version: number;
  quicklinkId: string | null;
  state: RunState;
  /** What the starting data lacked and held beyond the workflow's inputs (recorded when the transaction starts). */
  inputs: InputCheck;
  reserved: number;
  /** Usage the run's service calls cost so far. */
  used: number;
  createdAt: Date;
  now: Date;
}

const finished = (state: RunState) => FINISHED_OUTCOMES.has(state.outcome);

async function emit(db: Db, record: RunRecord) {
  const event = eventOf(record.state.outcome);
  if (!event) return;
  await enqueueWebhookEvent(db, record.orgId, record.environment, event, {
    transactionId: record.transactionId,
    workflowId: record.workflowId,
    templateId: record.templateId,
    ...(record.capabilityId ? { capabilityId: record.capabilityId } : {}),
    version: record.version,
    outcome: record.state.outcome,
    reason: record.state.reason,
    awaitedKeys: record.state.awaitedKeys,
  });
}

/**
 * Records a new transaction after its first run, in one database transaction: the transaction
 * (input, trace, outcome), its engine state, the usage given back when it finished without using
 * all it reserved, and its webhook event in the outbox.
 */
export async function recordNewRun(db: Db, record: RunRecord): Promise<void> {
  await inTransaction(db, async (trx) => {
    const done = finished(record.state);
    await insertTransaction(trx, {
      id: record.transactionId,
      orgId: record.orgId,
      environment: record.environment,
      workflowId: record.workflowId,
      templateId: record.templateId,
      capabilityId: record.capabilityId ?? null,
      version: record.version,
      outcome: record.state.outcome,
      reason: record.state.reason,
      inputData: record.state.input,
      nodes: record.state.trace,
      awaitedKeys: record.state.awaitedKeys,
      missingInputs: record.inputs.missingInputs,
      unknownInputs: record.inputs.unknownInputs,
      creditsCharged: record.used,
      quicklinkId: record.quicklinkId,
      durationMs: done ? Math.round(record.state.durationMs) : null,
      createdAt: record.createdAt,
      completedAt: done ? record.now : null,
    });
    await trx
      .insertInto('transaction_runs')
      .values({
        transaction_id: record.transactionId,
        organization_id: record.orgId,
        environment: record.environment,
        engine_state: json(record.state),
        reserved: record.reserved,
        used: record.used,
        settled: done,
        created_at: record.createdAt,
        updated_at: record.now,
      })
      .execute();
    if (done) await releaseUsage(trx, record.orgId, record.environment, record.reserved - record.used, record.now);
    await emit(trx, record);
  });
}

/**
 * Records a resumed or polled run, unless another call changed it since it was read (answers
 * false then, and nothing is written). Settles the usage when the run finished.
 */
export async function recordRunUpdate(db: Db, record: RunRecord, revision: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const done = finished(record.state);
    const updated = await trx
      .updateTable('transaction_runs')
      .set({ engine_state: json(record.state), used: record.used, settled: done, revision: revision + 1, updated_at: record.now })
      .where('transaction_id', '=', record.transactionId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('transactions')
      .set({
        outcome: record.state.outcome,
        reason: record.state.reason,
        input_data: json(record.state.input),
        node_trace: json(record.state.trace),
        awaited_keys: json(record.state.awaitedKeys),
        credits_charged: record.used,
        duration_ms: done ? Math.round(record.state.durationMs) : null,
        updated_at: record.now,
        completed_at: done ? record.now : null,
      })
      .where('id', '=', record.transactionId)
      .where('organization_id', '=', record.orgId)
      .execute();
    if (done) await releaseUsage(trx, record.orgId, record.environment, record.reserved - record.used, record.now);
    await emit(trx, record);
    return true;
  });
}
