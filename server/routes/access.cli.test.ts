import { afterAll, beforeAll, expect, it } from 'vitest';
import { json } from '../db/json';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite } from '../test/database';
import { approveLiveCommand } from '../cli/approveLive';
import { completePaymentCommand } from '../cli/completePayment';
import type { CommandOptions } from '../cli/database';
import { platformOperatorCommand } from '../cli/platformOperator';
import { defaultFeatureFlags } from '../store/organizations';
import { usageOf } from '../store/usage';

let database: DatabaseHandle;
const lines: string[] = [];
/** The commands run against one in-memory database that stays open between them. */
const options: CommandOptions = { open: async () => ({ ...database, close: async () => {} }), out: (line) => lines.push(line) };

beforeAll(async () => {
  database = await openTestPglite();
  await database.db
    .insertInto('organizations')
    .values({ id: 'org_cli', display_name: 'CLI Org', industry: 'fintech', geography: 'in', region: 'in', live_status: 'PENDING', feature_flags: json(defaultFeatureFlags('in')) })
    .execute();
  await database.db.insertInto('users').values({ id: 'usr_ops', email: 'ops@veriflow.test', name: 'Ops', nickname: 'ops' }).execute();
  await database.db.insertInto('payment_orders').values({ id: 'pay_cli', organization_id: 'org_cli', amount: 5000, currency: 'INR', environment: 'live', created_by: null }).execute();
}, 60_000);
afterAll(() => database.close());

it('approves live mode from the command line', async () => {
  expect(await approveLiveCommand([], options)).toBe(2);
  expect(lines.pop()).toBe('Usage: node --import tsx server/cli/approveLive.ts <orgId>');
  expect(await approveLiveCommand(['org_missing'], options)).toBe(1);
  expect(await approveLiveCommand(['org_cli'], options)).toBe(0);
  expect(lines.pop()).toBe('Approved live mode for org_cli: liveStatus APPROVED, live enabled, whitelisted.');
  const org = await database.db.selectFrom('organizations').selectAll().where('id', '=', 'org_cli').executeTakeFirstOrThrow();
  expect(org).toMatchObject({ live_status: 'APPROVED', is_live_enabled: true, is_whitelisted: true });
});

it('completes a payment order from the command line, once', async () => {
  expect(await completePaymentCommand(['pay_cli'], options)).toBe(0);
  expect(lines.pop()).toBe('Completed pay_cli: 5000 credits added to org_cli.');
  expect(await completePaymentCommand(['pay_cli'], options)).toBe(1);
  expect(lines.pop()).toBe('Payment order pay_cli is already completed.');
  expect(await completePaymentCommand(['pay_none'], options)).toBe(1);
  expect((await usageOf(database.db, 'org_cli', 'live')).lifeTimeAllocated).toBe(5000);
  const actions = await database.db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('organization_id', '=', 'org_cli').orderBy('id').execute();
  expect(actions).toEqual([
    { action: 'organization.live_approved', actor_user_id: null },
    { action: 'payment_order.completed', actor_user_id: null },
  ]);
});

it('names and un-names platform operators from the command line', async () => {
  const isOperator = async () => (await database.db.selectFrom('users').select('is_platform_operator').where('id', '=', 'usr_ops').executeTakeFirstOrThrow()).is_platform_operator;
  expect(await platformOperatorCommand(['OPS@veriflow.test'], options)).toBe(0);
  expect(await isOperator()).toBe(true);
  expect(await platformOperatorCommand(['ops@veriflow.test', '--revoke'], options)).toBe(0);
  expect(await isOperator()).toBe(false);
  expect(await platformOperatorCommand(['nobody@veriflow.test'], options)).toBe(1);
  expect(await platformOperatorCommand(['a@b.test', '--force'], options)).toBe(2);
});
