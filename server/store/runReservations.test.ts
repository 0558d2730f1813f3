import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { insertChargedReservation } from './runReservations';
import { ensureUsageAccount, usageOf } from './usage';

describeEachDatabase('holding usage in one statement (insertChargedReservation)', (server) => {
  const hold = (orgId: string, transactionId: string, amount: number, environment: 'test' | 'live' = 'test') =>
    insertChargedReservation(server().db, { transactionId, orgId, environment, amount, quicklinkId: null }, 30_000);
  const holds = async (orgId: string) =>
    (await server().db.selectFrom('run_reservations').select(['transaction_id', 'amount']).where('organization_id', '=', orgId).orderBy('transaction_id').execute()).map((r) => [r.transaction_id, Number(r.amount)]);

  it('charges the account and records the hold; refuses, writing nothing, without an account or the free calls', async () => {
    const orgId = await server().createOrg();
    expect(await hold(orgId, 'txn_a', 5)).toBe(false);
    expect(await holds(orgId)).toEqual([]);

    await ensureUsageAccount(server().db, orgId, 'test');
    expect(await hold(orgId, 'txn_b', 60)).toBe(true);
    const concurrent = await Promise.all([hold(orgId, 'txn_c', 30), hold(orgId, 'txn_d', 30)]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    expect(await hold(orgId, 'txn_e', 11)).toBe(false);
    expect((await usageOf(server().db, orgId, 'test')).lifeTimeUsage).toBe(90);
    expect((await holds(orgId)).map(([, amount]) => amount)).toEqual([60, 30]);
    expect(await hold('org_missing', 'txn_f', 1)).toBe(false);
  });

  it('never refuses a live postpaid account; a live prepaid one needs the credits', async () => {
    const orgId = await server().createOrg();
    await ensureUsageAccount(server().db, orgId, 'live');
    expect(await hold(orgId, 'txn_post', 500, 'live')).toBe(true);
    await server().db.updateTable('organizations').set({ merchant_payment_type: 'prepaid' }).where('id', '=', orgId).execute();
    expect(await hold(orgId, 'txn_pre', 1, 'live')).toBe(false);
    expect(await holds(orgId)).toEqual([['txn_post', 500]]);
    expect((await usageOf(server().db, orgId, 'live')).lifeTimeUsage).toBe(500);
  });
});
