import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { isUniqueViolation, newId } from './accessIds';
import { defaultFeatureFlags } from './organizations';
import { ensureUsageAccount } from './usage';

type Schemas = components['schemas'];

function slug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
}

export type CreateOrganisationResult = { ok: true; orgId: string } | { ok: false; reason: 'name_taken' };

/**
 * Creates an organisation owned by the user, with the defaults of product-decisions.md: test
 * mode, 100 free calls, postpaid, not whitelisted, every feature flag of its region. Names are
 * unique regardless of case.
 */
export async function createOrganisation(
  db: Kysely<Database>,
  input: { displayName: string; industry: Schemas['Industry']; geography: Schemas['Geography']; ownerUserId: string },
): Promise<CreateOrganisationResult> {
  const clash = await db
    .selectFrom('organizations')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['display_name']), '=', input.displayName.toLowerCase()))
    .executeTakeFirst();
  if (clash) return { ok: false, reason: 'name_taken' };
  const region = input.geography === 'us' ? 'us' : 'in';
  const orgId = `org_${slug(input.displayName) || 'organisation'}_${newId('org').slice(4, 12)}`;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('organizations')
        .values({
          id: orgId,
          display_name: input.displayName,
          industry: input.industry,
          geography: input.geography,
          region,
          is_live_enabled: false,
          live_status: null,
          merchant_payment_type: 'postpaid',
          is_whitelisted: false,
          feature_flags: json(defaultFeatureFlags(region)),
        })
        .execute();
      await trx.insertInto('memberships').values({ organization_id: orgId, user_id: input.ownerUserId, role: 'owner' }).execute();
      await ensureUsageAccount(trx, orgId, 'test');
      await ensureUsageAccount(trx, orgId, 'live');
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name_taken' };
    throw error;
  }
  return { ok: true, orgId };
}

/**
 * Whether another area's table has a row of the organisation. The workflows and transactions
 * areas own those tables; until they export store functions for it, this looks the table up by
 * name (and answers false while it does not exist or has no organization_id column).
 */
async function orgHasRows(db: Kysely<Database>, table: string, orgId: string): Promise<boolean> {
  const column = await sql<{ found: number }>`
    select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = 'organization_id'`.execute(db);
  if (column.rows.length === 0) return false;
  const rows = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table)} where organization_id = ${orgId}) as found`.execute(db);
  return Boolean(rows.rows[0]?.found);
}

/**
 * The Home checklist: an API key generated (in either environment, even if revoked since),
 * live mode requested (computed from this area's data); a workflow created (a row in
 * `workflows`), published (a row in `workflow_versions`) and a transaction run (a row in
 * `transactions`), read from the other areas' tables when they exist.
 */
export async function gettingStarted(db: Kysely<Database>, orgId: string): Promise<Schemas['GettingStarted']> {
  const [key, org, workflowCreated, workflowPublished, transactionRun] = await Promise.all([
    db.selectFrom('api_keys').select('id').where('organization_id', '=', orgId).limit(1).executeTakeFirst(),
    db.selectFrom('organizations').select('live_status').where('id', '=', orgId).executeTakeFirst(),
    orgHasRows(db, 'workflows', orgId),
    orgHasRows(db, 'workflow_versions', orgId),
    orgHasRows(db, 'transactions', orgId),
  ]);
  return {
    workflowCreated,
    workflowPublished,
    transactionRun,
    apiKeyCreated: Boolean(key),
    liveRequested: Boolean(org?.live_status),
  };
}
