import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedAccess } from './access';
import { seedCatalogue } from './catalogue';
import { seedData } from './data';
import { seedDemoOrganisation } from './demoOrganisation';
import { seedLists } from './lists';
import { seedWorkflows } from './workflows';

/** One area's share of the demo data; runs in order, inside one transaction, on an empty database. */
export type Seeder = (db: Kysely<Database>) => Promise<void>;

const seeders: readonly Seeder[] = [seedDemoOrganisation, seedAccess, seedCatalogue, seedWorkflows, seedData, seedLists];

/** Seeds the demo organisation when the database has no organisation yet; answers whether it did. */
export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
  });
  return true;
}
