import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { FINISHED_OUTCOMES, type RunState } from '../engine';
import { monthOf } from './usage';
import { enqueueWebhookEvent, webhookEventInsert } from './webhooks';
import { normalizeEntryValue } from './blocklists';
import { transactionFields } from './transactions';
import { inTransaction } from '../db/transactions';
import type { InputCheck } from '../workflows/inputCheck';
import { ConflictError } from '../errors';
import { completeIdempotencyKey, type KeyLease } from './idempotencyKeys';
import { settleReservation } from './runReservations';
import { PREPARED } from '../db/preparedStatements';

type Db = Kysely<Database>;
export type Environment = 'test' | 'live';

/**
 * Gives back usage that was reserved and not used (the opposite of `chargeUsage`): this month's
 * usage only when the reservation was made this month (`chargedAt`, by default now).
 */
export async function releaseUsage(db: Db, orgId: string, environment: Environment, amount: number, now: Date = new Date(), chargedAt: Date = now) {
  if (!(amount > 0)) return;
  await usageRelease(db, orgId, environment, amount, now, chargedAt).execute();
}

/** The statement of `releaseUsage`, to run on its own or as a part of a larger one. */
function usageRelease(db: Db, orgId: string, environment: Environment, amount: number, now: Date, chargedAt: Date) {
  return db
    .updateTable('usage_accounts')
    .set({
      lifetime_usage: sql<number>`greatest(lifetime_usage - ${amount}::numeric, 0)`,
      monthly_usage: sql<number>`case when month = ${monthOf(chargedAt)} then greatest(monthly_usage - ${amount}::numeric, 0) else monthly_usage end`,
      updated_at: now,
    })
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment);
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
    .modifyEnd(PREPARED)
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

/**
 * What a recording settles in its own database transaction, so that a crash leaves either all of it
 * or none: the run's reservation (the usage and link count it holds become the transaction's) and
 * the Idempotency-Key's answer.
 */
export interface RecordSettles {
  reservation?: boolean;
  answer?: { lease: KeyLease; body: unknown };
}

const leaseLost = (transactionId: string) =>
  new ConflictError('The run outlived its lease', `Transaction ${transactionId} ran longer than its hold and was not recorded; nothing was charged. Send the request again.`);

async function settle(trx: Db, transactionId: string, settles: RecordSettles, recorded: string | null) {
  if (settles.reservation && !(await settleReservation(trx, transactionId))) throw leaseLost(transactionId);
  if (settles.answer && !(await completeIdempotencyKey(trx, settles.answer.lease, 200, settles.answer.body, recorded))) throw leaseLost(transactionId);
}

function eventPayload(record: RunRecord) {
  return {
    transactionId: record.transactionId,
    workflowId: record.workflowId,
    templateId: record.templateId,
    ...(record.capabilityId ? { capabilityId: record.capabilityId } : {}),
    version: record.version,
    outcome: record.state.outcome,
    reason: record.state.reason,
    awaitedKeys: record.state.awaitedKeys,
  };
}

async function emit(db: Db, record: RunRecord) {
  const event = eventOf(record.state.outcome);
  if (event) await enqueueWebhookEvent(db, record.orgId, record.environment, event, eventPayload(record));
}

/** A row's values selected through `jsonb_populate_record`, which gives each the table's column type (a jsonb column takes its value as it is). */
function populated<T extends object>(table: 'transactions' | 'transaction_runs', fields: T, when: RawBuilder<boolean>) {
  const columns = Object.keys(fields) as (keyof T & string)[];
  return { columns, select: sql`select ${sql.join(columns.map((column) => sql.ref(column)))} from jsonb_populate_record(null::${sql.table(table)}, ${JSON.stringify(fields)}::jsonb) where ${when}` };
}

/**
 * Records a new transaction after its first run: the transaction (input, trace, outcome), its
 * engine state, the usage given back when it finished without using all it reserved, and its
 * webhook event in the outbox, in one statement, which writes all of it or none. With a hold
 * (`reservation`), its delete is the statement's first part and every other part writes only
 * after it deleted the hold: a hold already given back (the lease lapsed) writes nothing and throws.
 * With an Idempotency-Key's answer, the answer and the statement share a database transaction.
 */
export async function recordNewRun(db: Db, record: RunRecord, settles: RecordSettles = {}): Promise<void> {
  const { answer } = settles;
  if (!answer) return writeNewRun(db, record, settles.reservation === true);
  await inTransaction(db, async (trx) => {
    await settle(trx, record.transactionId, { answer }, record.transactionId);
    await writeNewRun(trx, record, settles.reservation === true);
  });
}

async function writeNewRun(db: Db, record: RunRecord, reservation: boolean): Promise<void> {
  const done = finished(record.state);
  const transaction = populated(
    'transactions',
    transactionFields({
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
    }),
    reservation ? sql<boolean>`exists (select 1 from settled)` : sql<boolean>`true`,
  );
  const recorded = sql<boolean>`exists (select 1 from recorded)`;
  const run = populated(
    'transaction_runs',
    {
      transaction_id: record.transactionId,
      organization_id: record.orgId,
      environment: record.environment,
      engine_state: record.state,
      reserved: record.reserved,
      used: record.used,
      settled: done,
      created_at: record.createdAt,
      updated_at: record.now,
    },
    recorded,
  );
  const unused = done ? record.reserved - record.used : 0;
  const event = eventOf(record.state.outcome);
  const written = await db
    .with('settled', (qb) => qb.deleteFrom('run_reservations').where('transaction_id', '=', record.transactionId).returning('transaction_id'))
    .with('recorded', (qb) => qb.insertInto('transactions').columns(transaction.columns).expression(transaction.select).returning('id'))
    .with('released', () => usageRelease(db, record.orgId, record.environment, unused, record.now, record.createdAt).where(recorded).where(sql<boolean>`${unused > 0}`))
    .with('messages', () => webhookEventInsert(db, record.orgId, record.environment, event ?? 'none', eventPayload(record), { when: sql<boolean>`${recorded} and ${event !== null}` }))
    .insertInto('transaction_runs')
    .columns(run.columns)
    .expression(run.select)
    .returning('transaction_id')
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!written) throw leaseLost(record.transactionId);
}

/**
 * Records a resumed or polled run, unless another call changed it since it was read (answers
 * false then, and nothing is written). Settles the usage when the run finished.
 */
export async function recordRunUpdate(db: Db, record: RunRecord, revision: number, settles: RecordSettles = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const done = finished(record.state);
    const updated = await trx
      .updateTable('transaction_runs')
      .set({ engine_state: json(record.state), used: record.used, settled: done, revision: revision + 1, updated_at: record.now })
      .where('transaction_id', '=', record.transactionId)
      .where('revision', '=', revision)
      .modifyEnd(PREPARED)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await settle(trx, record.transactionId, settles, null);
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
    if (done) await releaseUsage(trx, record.orgId, record.environment, record.reserved - record.used, record.now, record.createdAt);
    await emit(trx, record);
    return true;
  });
}
