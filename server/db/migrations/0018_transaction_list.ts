import { sql, type Kysely } from 'kysely';

/**
 * The transaction list at any size (issue 20 item 5, ADR 0042): each order and each search of the
 * list walks one of these indexes and stops after a page.
 * - (organisation, environment, created_at, id): the default order and its keyset cursor; it
 *   replaces the index without id.
 * - updated_at and outcome orders (outcome also serves the outcome filter).
 * - lower(id) with text_pattern_ops: search by id prefix, ignoring case.
 * - per workflow, template and capability, newest first: a name or workflow-id search takes the
 *   newest transactions of each matching owner.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index transactions_org_env_created_id_idx on transactions (organization_id, environment, created_at, id)`.execute(db);
  await sql`drop index if exists transactions_org_env_created_idx`.execute(db);
  await sql`create index transactions_org_env_updated_id_idx on transactions (organization_id, environment, updated_at, id)`.execute(db);
  await sql`create index transactions_org_env_outcome_idx on transactions (organization_id, environment, outcome, created_at, id)`.execute(db);
  await sql`create index transactions_org_env_id_prefix_idx on transactions (organization_id, environment, lower(id) text_pattern_ops)`.execute(db);
  await sql`create index transactions_org_env_workflow_created_idx on transactions (organization_id, environment, workflow_id, created_at, id)`.execute(db);
  await sql`create index transactions_org_env_template_created_idx on transactions (organization_id, environment, template_id, created_at, id) where template_id is not null`.execute(db);
  await sql`create index transactions_org_env_capability_created_idx on transactions (organization_id, environment, capability_id, created_at, id) where capability_id is not null`.execute(db);
}
