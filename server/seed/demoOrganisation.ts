import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { defaultFeatureFlags } from '../store/organizations';

/** The seeded demo organisation and its people; other areas' seeds attach their data to these ids. */
export const DEMO_ORG_ID = 'org_acme_lending';
export const DEMO_USERS = {
  owner: { id: 'usr_priya', email: 'owner@acme.test', name: 'Priya Sharma', nickname: 'priya' },
  member: { id: 'usr_kavya', email: 'member@acme.test', name: 'Kavya Nair', nickname: 'kavya' },
  sales: { id: 'usr_rohan', email: 'sales@acme.test', name: 'Rohan Gupta', nickname: 'rohan' },
} as const;

export async function seedDemoOrganisation(db: Kysely<Database>) {
  await db
    .insertInto('organizations')
    .values({
      id: DEMO_ORG_ID,
      display_name: 'Acme Lending',
      industry: 'fintech',
      geography: 'in',
      region: 'in',
      feature_flags: json(defaultFeatureFlags('in')),
    })
    .execute();
  for (const [role, user] of Object.entries(DEMO_USERS) as [keyof typeof DEMO_USERS, (typeof DEMO_USERS)[keyof typeof DEMO_USERS]][]) {
    await db.insertInto('users').values({ ...user, email_verified: true }).execute();
    await db.insertInto('memberships').values({ organization_id: DEMO_ORG_ID, user_id: user.id, role }).execute();
  }
}
