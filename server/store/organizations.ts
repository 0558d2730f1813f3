import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';

type Industry = components['schemas']['Industry'];
type Geography = components['schemas']['Geography'];
/** A new organisation's feature flags (product-decisions.md): every area on, except bulk verification in region us. */
export { defaultFeatureFlags } from '~/contract/reference';

/** The organisations the user has accepted membership of, oldest first (the first becomes active). */
export async function organisationsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .select(['organizations.id', 'organizations.display_name', 'organizations.industry', 'organizations.geography', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.invitation_status', '=', 'accepted')
    .orderBy('memberships.created_at')
    .orderBy('organizations.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    displayName: r.display_name,
    industry: r.industry as Industry,
    geography: r.geography as Geography,
    role: r.role,
  }));
}

/** The organisation an impersonation session reaches, listed as the super admin's only one (ADR 0010). */
export async function impersonatedOrganisation(db: Kysely<Database>, orgId: string) {
  const row = await db.selectFrom('organizations').select(['id', 'display_name', 'industry', 'geography']).where('id', '=', orgId).executeTakeFirst();
  return row ? [{ id: row.id, displayName: row.display_name, industry: row.industry as Industry, geography: row.geography as Geography, role: 'owner' as const }] : [];
}
