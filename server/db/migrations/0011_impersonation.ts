import type { Kysely } from 'kysely';

/**
 * A platform operator's super-admin session scoped to one organisation (ADR 0010): the session
 * names the organisation it may reach; the session ends with the organisation.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonated_organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
    .execute();
}
