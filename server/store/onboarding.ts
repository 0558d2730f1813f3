import { inTransaction } from '../db/transactions';
import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';
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
  const orgId = `org_${slug(input.displayName) || 'organisation'}_${newHexId('org').slice(4, 12)}`;
  try {
    await inTransaction(db, async (trx) => {
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
 * The Home checklist, from the organisation's data: a workflow created (even if deleted since);
 * a workflow published (a stored workflow version: in this product a workflow is published when
 * it is first stored, so both turn true together); a transaction run (either environment); an API
 * key generated (either environment, even if revoked since); live mode requested.
 */
export async function gettingStarted(db: Kysely<Database>, orgId: string): Promise<Schemas['GettingStarted']> {
  const exists = async (query: { executeTakeFirst(): Promise<unknown> }) => Boolean(await query.executeTakeFirst());
  const [workflowCreated, workflowPublished, transactionRun, apiKeyCreated, org] = await Promise.all([
    exists(db.selectFrom('workflows').select('id').where('organization_id', '=', orgId).limit(1)),
    exists(db.selectFrom('workflow_versions').select('version').where('organization_id', '=', orgId).limit(1)),
    exists(db.selectFrom('transactions').select('id').where('organization_id', '=', orgId).limit(1)),
    exists(db.selectFrom('api_keys').select('id').where('organization_id', '=', orgId).limit(1)),
    db.selectFrom('organizations').select('live_status').where('id', '=', orgId).executeTakeFirst(),
  ]);
  return { workflowCreated, workflowPublished, transactionRun, apiKeyCreated, liveRequested: Boolean(org?.live_status) };
}
