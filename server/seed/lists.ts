import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeEntryValue } from '../store/blocklists';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';

const lists = [
  { id: 'bl_fraud_pans', name: 'Known fraud PANs', attribute_name: 'pan', type: 'blocklist' as const, description: 'PANs tied to confirmed first-party fraud.', values: ['ABCPF1234K', 'QWERT6789Z', 'ZXCVB1357M', 'LKJHG2468P'] },
  { id: 'bl_disposable_domains', name: 'Disposable e-mail domains', attribute_name: 'email', type: 'blocklist' as const, description: 'Throw-away mailbox providers.', values: ['mailinator.com', 'guerrillamail.com', 'tempmail.dev', 'yopmail.com', '10minutemail.com'] },
  { id: 'bl_risky_devices', name: 'Risky device ids', attribute_name: 'deviceId', type: 'blocklist' as const, description: 'Devices seen in account-takeover attempts.', values: ['dev-9f2c1a', 'dev-77b0e4'] },
  { id: 'bl_vip_mobiles', name: 'VIP customer mobiles', attribute_name: 'mobile', type: 'allowlist' as const, description: 'Skip step-up checks for these customers.', values: ['+919876543210', '+919812345678', '+919900112233'] },
  { id: 'bl_partner_ips', name: 'Partner office IPs', attribute_name: 'ipAddress', type: 'allowlist' as const, description: '', values: ['203.0.113.10', '203.0.113.11'] },
];

export async function seedLists(db: Kysely<Database>) {
  for (const [i, list] of lists.entries()) {
    const { values, ...row } = list;
    const createdAt = new Date(Date.UTC(2026, 9, 1 + i * 6, 9, 30));
    await db.insertInto('blocklists').values({ ...row, organization_id: DEMO_ORG_ID, created_by: DEMO_USERS.owner.email, created_at: createdAt, updated_at: createdAt }).execute();
    await db
      .insertInto('blocklist_entries')
      .values(
        values.map((value, j) => ({
          id: `${list.id}_${j + 1}`.replace('bl_', 'ble_'),
          blocklist_id: list.id,
          organization_id: DEMO_ORG_ID,
          value,
          normalized_value: normalizeEntryValue(value),
          note: j === 0 ? 'Added after a manual review' : '',
          created_by: DEMO_USERS.member.email,
          created_at: new Date(createdAt.getTime() + (j + 1) * 3_600_000),
        })),
      )
      .execute();
  }
}
