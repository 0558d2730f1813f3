import { inTransaction } from '../db/transactions';
import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { newHexId } from '../db/ids';
import { iso, isoOrNull } from '../db/timestamps';
import { addLiveCredits } from './usage';

export type PaymentOrderView = components['schemas']['PaymentOrder'];

const columns = ['id', 'organization_id', 'amount', 'currency', 'status', 'created_at', 'completed_at'] as const;

function view(row: { id: string; amount: number; currency: 'INR'; status: 'Pending' | 'Completed'; created_at: Date; completed_at: Date | null }): PaymentOrderView {
  return {
    paymentId: row.id,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    createdAt: iso(row.created_at),
    completedAt: isoOrNull(row.completed_at),
  };
}

/** Stores an order for live credits as Pending (no card provider: an operator completes it). */
export async function createPaymentOrder(
  db: Kysely<Database>,
  input: { orgId: string; amount: number; environment: 'test' | 'live'; createdBy: string | null },
): Promise<PaymentOrderView> {
  const row = await db
    .insertInto('payment_orders')
    .values({ id: newHexId('pay'), organization_id: input.orgId, amount: input.amount, currency: 'INR', environment: input.environment, created_by: input.createdBy })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return view(row);
}

/** One order of the organisation, or undefined (another organisation's order too). */
export async function findPaymentOrder(db: Kysely<Database>, orgId: string, paymentId: string): Promise<PaymentOrderView | undefined> {
  const row = await db.selectFrom('payment_orders').select(columns).where('id', '=', paymentId).where('organization_id', '=', orgId).executeTakeFirst();
  return row && view(row);
}

export type CompleteResult = { ok: true; order: PaymentOrderView; orgId: string } | { ok: false; reason: 'not_found' | 'already_completed' };

/** Marks a Pending order Completed and adds its amount to the organisation's live credits, in one transaction. */
export async function completePaymentOrder(db: Kysely<Database>, paymentId: string, now: Date = new Date()): Promise<CompleteResult> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('payment_orders')
      .set({ status: 'Completed', completed_at: now })
      .where('id', '=', paymentId)
      .where('status', '=', 'Pending')
      .returning(columns)
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('payment_orders').select('id').where('id', '=', paymentId).executeTakeFirst();
      return { ok: false, reason: exists ? 'already_completed' : 'not_found' };
    }
    await addLiveCredits(trx, row.organization_id, Number(row.amount), now);
    return { ok: true, order: view(row), orgId: row.organization_id };
  });
}
