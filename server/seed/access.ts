import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { hashApiKey } from '../store/credentials';
import { FREE_CALLS, monthOf } from '../store/usage';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';

const DAY = 24 * 3600_000;
const ago = (days: number, now: Date) => new Date(now.getTime() - days * DAY);
const OFFICE_IP = '203.0.113.24';

/** A test key whose secret nobody will ever see: the demo shows keys, never their secrets. */
function demoKey() {
  const secret = `vf_test_${randomBytes(32).toString('base64url')}`;
  return { key_prefix: secret.slice(0, 12), secret_hash: hashApiKey(secret) };
}

/**
 * The demo organisation's access data: some free calls used, two API keys (one switched off),
 * a pending invitation, a payment order waiting for an operator, and the audit trail of it all.
 */
export async function seedAccess(db: Kysely<Database>) {
  const now = new Date();
  const { owner } = DEMO_USERS;

  await db
    .insertInto('usage_accounts')
    .values([
      { organization_id: DEMO_ORG_ID, environment: 'test', lifetime_allocated: FREE_CALLS, lifetime_usage: 37, monthly_allocated: FREE_CALLS, monthly_usage: 12, month: monthOf(now) },
      { organization_id: DEMO_ORG_ID, environment: 'live', lifetime_allocated: 0, lifetime_usage: 0, monthly_allocated: 0, monthly_usage: 0, month: monthOf(now) },
    ])
    .execute();

  const keys = [
    { id: 'cred_acme_web_checkout', app_name: 'Acme web checkout', status: 'active' as const, created_at: ago(21, now), last_used_at: ago(1, now) },
    { id: 'cred_acme_legacy_mobile', app_name: 'Legacy mobile app', status: 'inactive' as const, created_at: ago(45, now), last_used_at: ago(30, now) },
  ];
  for (const key of keys) {
    await db
      .insertInto('api_keys')
      .values({ ...key, ...demoKey(), organization_id: DEMO_ORG_ID, environment: 'test', created_by: owner.id })
      .execute();
  }

  await db
    .insertInto('invitations')
    .values({ id: 'inv_acme_arjun', organization_id: DEMO_ORG_ID, email: 'arjun.mehta@acme.test', role: 'admin', invited_by: owner.id, created_at: ago(2, now) })
    .execute();

  await db
    .insertInto('payment_orders')
    .values({ id: 'pay_acme_first_credits', organization_id: DEMO_ORG_ID, amount: 3000, currency: 'INR', environment: 'test', created_by: owner.id, created_at: ago(3, now) })
    .execute();

  const events: { action: string; type: string; id: string; days: number; detail: Record<string, unknown>; actor?: string }[] = [
    { action: 'organization.created', type: 'organization', id: DEMO_ORG_ID, days: 60, detail: { displayName: 'Acme Lending', industry: 'fintech', geography: 'in' } },
    { action: 'credential.created', type: 'credential', id: 'cred_acme_legacy_mobile', days: 45, detail: { app_name: 'Legacy mobile app' } },
    { action: 'credential.created', type: 'credential', id: 'cred_acme_web_checkout', days: 21, detail: { app_name: 'Acme web checkout' } },
    { action: 'credential.toggled', type: 'credential', id: 'cred_acme_legacy_mobile', days: 20, detail: { app_name: 'Legacy mobile app', status: 'inactive' } },
    { action: 'payment_order.created', type: 'payment_order', id: 'pay_acme_first_credits', days: 3, detail: { amount: 3000, currency: 'INR' } },
    { action: 'invitation.created', type: 'invitation', id: 'inv_acme_arjun', days: 2, detail: { email: 'arjun.mehta@acme.test', role: 'admin' } },
  ];
  await db
    .insertInto('audit_events')
    .values(
      events.map((e) => ({
        organization_id: DEMO_ORG_ID,
        actor_user_id: e.actor ?? owner.id,
        action: e.action,
        target_type: e.type,
        target_id: e.id,
        environment: 'test' as const,
        detail: json(e.detail),
        ip: OFFICE_IP,
        created_at: ago(e.days, now),
      })),
    )
    .execute();
}
