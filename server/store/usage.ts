import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';

export type UsageEnvironment = 'test' | 'live';
export type UsageNumbers = components['schemas']['Usage'];

/** product-decisions.md: a new organisation gets 100 free API calls in test mode. */
export const FREE_CALLS = 100;

/** The month (UTC, `YYYY-MM`) the monthly numbers belong to. */
export const monthOf = (now: Date = new Date()) => now.toISOString().slice(0, 7);

interface UsageRow {
  environment: UsageEnvironment;
  lifetime_allocated: number;
  lifetime_usage: number;
  monthly_allocated: number;
  monthly_usage: number;
  month: string;
}

const initialAllocation = (environment: UsageEnvironment) => (environment === 'test' ? FREE_CALLS : 0);

/**
 * The numbers the API answers. Test mode's free calls are a one-off grant, so its monthly
 * allocation is the lifetime one; live credits allocated or used in an earlier month count as
 * zero this month.
 */
function numbersOf(row: UsageRow, month: string): UsageNumbers {
  const sameMonth = row.month === month;
  return {
    lifeTimeAllocated: Number(row.lifetime_allocated),
    lifeTimeUsage: Number(row.lifetime_usage),
    monthlyAllocated: row.environment === 'test' ? Number(row.lifetime_allocated) : sameMonth ? Number(row.monthly_allocated) : 0,
    monthlyUsage: sameMonth ? Number(row.monthly_usage) : 0,
  };
}

/** Creates the organisation's account in the environment if it has none (100 free calls in test). */
export async function ensureUsageAccount(db: Kysely<Database>, orgId: string, environment: UsageEnvironment, now: Date = new Date()) {
  const allocated = initialAllocation(environment);
  await db
    .insertInto('usage_accounts')
    .values({ organization_id: orgId, environment, lifetime_allocated: allocated, monthly_allocated: allocated, month: monthOf(now) })
    .onConflict((oc) => oc.columns(['organization_id', 'environment']).doNothing())
    .execute();
}

/** Allocation and usage of the organisation in the environment (an organisation without an account has the initial grant). */
export async function usageOf(db: Kysely<Database>, orgId: string, environment: UsageEnvironment, now: Date = new Date()): Promise<UsageNumbers> {
  const row = await db
    .selectFrom('usage_accounts')
    .select(['environment', 'lifetime_allocated', 'lifetime_usage', 'monthly_allocated', 'monthly_usage', 'month'])
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .executeTakeFirst();
  const month = monthOf(now);
  if (!row) {
    const allocated = initialAllocation(environment);
    return numbersOf({ environment, lifetime_allocated: allocated, lifetime_usage: 0, monthly_allocated: allocated, monthly_usage: 0, month }, month);
  }
  return numbersOf(row, month);
}

export type ChargeResult =
  | { charged: true; usage: UsageNumbers }
  | {
      charged: false;
      /** free_calls_exhausted (test), credits_exhausted (live prepaid), organization_not_found. */
      reason: 'free_calls_exhausted' | 'credits_exhausted' | 'organization_not_found';
      /** What is left (allocated minus used). */
      available: number;
    };

/**
 * The `set` of an update of `usage_accounts` that charges `amount` at `now` (this month's numbers
 * restart in a new month). Its columns are named by table, so an update that joins other tables
 * (`update usage_accounts … from organizations`) can use it too.
 */
export function chargeOf(amount: number, now: Date) {
  const month = monthOf(now);
  return {
    lifetime_usage: sql<number>`usage_accounts.lifetime_usage + ${amount}::numeric`,
    monthly_usage: sql<number>`case when usage_accounts.month = ${month} then usage_accounts.monthly_usage + ${amount}::numeric else ${amount}::numeric end`,
    monthly_allocated: sql<number>`case when usage_accounts.month = ${month} then usage_accounts.monthly_allocated when usage_accounts.environment = 'test' then usage_accounts.lifetime_allocated else 0 end`,
    month,
    updated_at: now,
  };
}

/**
 * Charges `amount` calls (test) or credits (live) to the organisation, atomically. Test mode
 * refuses once the free calls are used up; live mode refuses when a prepaid account lacks the
 * credits; live postpaid accounts are billed later and are never refused. Whether the
 * organisation may use live mode at all is the caller's business.
 */
export async function chargeUsage(
  db: Kysely<Database>,
  orgId: string,
  environment: UsageEnvironment,
  amount: number,
  now: Date = new Date(),
): Promise<ChargeResult> {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError(`chargeUsage needs a positive amount, got ${amount}`);
  const org = await db.selectFrom('organizations').select(['merchant_payment_type']).where('id', '=', orgId).executeTakeFirst();
  if (!org) return { charged: false, reason: 'organization_not_found', available: 0 };
  const unlimited = environment === 'live' && org.merchant_payment_type !== 'prepaid';
  await ensureUsageAccount(db, orgId, environment, now);
  const month = monthOf(now);
  const row = await db
    .updateTable('usage_accounts')
    .set(chargeOf(amount, now))
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .$if(!unlimited, (qb) => qb.where(sql<boolean>`lifetime_allocated - lifetime_usage >= ${amount}::numeric`))
    .returning(['environment', 'lifetime_allocated', 'lifetime_usage', 'monthly_allocated', 'monthly_usage', 'month'])
    .executeTakeFirst();
  if (row) return { charged: true, usage: numbersOf(row, month) };
  const usage = await usageOf(db, orgId, environment, now);
  return {
    charged: false,
    reason: environment === 'test' ? 'free_calls_exhausted' : 'credits_exhausted',
    available: Math.max(0, usage.lifeTimeAllocated - usage.lifeTimeUsage),
  };
}

/** Adds bought credits to the organisation's live allocation (lifetime and this month's). */
export async function addLiveCredits(db: Kysely<Database>, orgId: string, amount: number, now: Date = new Date()): Promise<UsageNumbers> {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError(`addLiveCredits needs a positive amount, got ${amount}`);
  await ensureUsageAccount(db, orgId, 'live', now);
  const month = monthOf(now);
  const row = await db
    .updateTable('usage_accounts')
    .set({
      lifetime_allocated: sql<number>`lifetime_allocated + ${amount}::numeric`,
      monthly_allocated: sql<number>`case when month = ${month} then monthly_allocated + ${amount}::numeric else ${amount}::numeric end`,
      monthly_usage: sql<number>`case when month = ${month} then monthly_usage else 0 end`,
      month,
      updated_at: now,
    })
    .where('organization_id', '=', orgId)
    .where('environment', '=', 'live')
    .returning(['environment', 'lifetime_allocated', 'lifetime_usage', 'monthly_allocated', 'monthly_usage', 'month'])
    .executeTakeFirstOrThrow();
  return numbersOf(row, month);
}
