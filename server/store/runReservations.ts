import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { uncountQuickLinkTransaction } from './quicklinks';
import { releaseUsage } from './transactionRuns';
import { chargeOf } from './usage';
import { PREPARED } from '../db/preparedStatements';

type Db = Kysely<Database>;
type Environment = 'test' | 'live';

/** What a starting run holds until it is recorded: usage charged and a QuickLink transaction counted. */
export interface Reservation {
  transactionId: string;
  orgId: string;
  environment: Environment;
  amount: number;
  quicklinkId: string | null;
}

const leaseUntil = (now: Date, leaseMs: number) => new Date(now.getTime() + leaseMs);

/** Records the hold, in the database transaction that charged the usage and counted the link. */
export async function insertReservation(trx: Db, reservation: Reservation, leaseMs: number, now: Date = new Date()): Promise<void> {
  await trx
    .insertInto('run_reservations')
    .values({
      transaction_id: reservation.transactionId,
      organization_id: reservation.orgId,
      environment: reservation.environment,
      amount: reservation.amount,
      quicklink_id: reservation.quicklinkId,
      lease_expires_at: leaseUntil(now, leaseMs),
      created_at: now,
    })
    .execute();
}

/**
 * Charges the usage and records the hold in one statement (one commit, no `begin`): the account's
 * update, joined to its organisation to tell an unlimited (live postpaid) account, feeds the
 * reservation's insert. Answers false, having written nothing, when no account was charged: the
 * organisation has no account in the environment yet, lacks the credits, or is gone; the caller
 * then takes the path that tells which (`chargeUsage` in a database transaction).
 */
export async function insertChargedReservation(db: Db, reservation: Reservation, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const { transactionId, orgId, environment, amount, quicklinkId } = reservation;
  const row = await db
    .with('charged', (qb) =>
      qb
        .updateTable('usage_accounts')
        .from('organizations')
        .set(chargeOf(amount, now))
        .whereRef('organizations.id', '=', 'usage_accounts.organization_id')
        .where('usage_accounts.organization_id', '=', orgId)
        .where('usage_accounts.environment', '=', environment)
        .where(
          sql<boolean>`((usage_accounts.environment = 'live' and organizations.merchant_payment_type <> 'prepaid') or usage_accounts.lifetime_allocated - usage_accounts.lifetime_usage >= ${amount}::numeric)`,
        )
        .returning(['usage_accounts.organization_id', 'usage_accounts.environment']),
    )
    .insertInto('run_reservations')
    .columns(['transaction_id', 'organization_id', 'environment', 'amount', 'quicklink_id', 'lease_expires_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('charged')
        .select([
          sql<string>`${transactionId}::text`.as('transaction_id'),
          'charged.organization_id',
          'charged.environment',
          sql<number>`${amount}::numeric`.as('amount'),
          sql<string | null>`${quicklinkId}::text`.as('quicklink_id'),
          sql<Date>`${leaseUntil(now, leaseMs)}::timestamptz`.as('lease_expires_at'),
          sql<Date>`${now}::timestamptz`.as('created_at'),
        ]),
    )
    .returning('transaction_id')
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  return row !== undefined;
}

/** Extends the hold of a run still going; answers false when it was already given back. */
export async function renewReservation(db: Db, transactionId: string, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const result = await db.updateTable('run_reservations').set({ lease_expires_at: leaseUntil(now, leaseMs) }).where('transaction_id', '=', transactionId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends the hold because the run is being recorded, in the recording's database transaction: the
 * charge and the count now belong to the transaction. Answers false when the hold was already given
 * back (its lease lapsed), and the run must not be recorded.
 */
export async function settleReservation(trx: Db, transactionId: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('run_reservations').where('transaction_id', '=', transactionId).returning('transaction_id').executeTakeFirst();
  return deleted !== undefined;
}

interface ReservationRow {
  organization_id: string;
  environment: Environment;
  amount: number | string;
  quicklink_id: string | null;
  created_at: Date | string;
}

async function giveBack(trx: Db, rows: readonly ReservationRow[], now: Date) {
  for (const row of rows) {
    await releaseUsage(trx, row.organization_id, row.environment, Number(row.amount), now, new Date(row.created_at));
    if (row.quicklink_id) await uncountQuickLinkTransaction(trx, row.quicklink_id);
  }
}

const held = ['organization_id', 'environment', 'amount', 'quicklink_id', 'created_at'] as const;

/** Gives back the hold of a run that ended without being recorded; nothing when it was recorded or given back already. */
export async function returnReservation(db: Db, transactionId: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const rows = await trx.deleteFrom('run_reservations').where('transaction_id', '=', transactionId).returning(held).execute();
    await giveBack(trx, rows, now);
    return rows.length > 0;
  });
}

/**
 * Gives back, once, every hold whose lease lapsed: runs whose process died between charging and
 * recording. Several processes may sweep at once; the delete decides who gives each back.
 */
export async function returnLapsedReservations(db: Db, now: Date = new Date(), orgId?: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .deleteFrom('run_reservations')
      .where('lease_expires_at', '<=', now)
      .$if(orgId !== undefined, (qb) => qb.where('organization_id', '=', orgId!))
      .returning(held)
      .execute();
    await giveBack(trx, rows, now);
    return rows.length;
  });
}
