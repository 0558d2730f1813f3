import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('capabilities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('object', 'jsonb')
    .addColumn('plans_with_access', 'jsonb', (c) => c.notNull())
    .addColumn('industry', 'jsonb', (c) => c.notNull())
    .addColumn('geography', 'jsonb', (c) => c.notNull())
    .addColumn('use_case', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_async', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('input', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('output', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Names are unique per organisation, case-insensitively; platform capabilities among themselves.
  await sql`create unique index capabilities_org_name_key on capabilities (coalesce(organization_id, ''), lower(name))`.execute(db);
  await db.schema.createIndex('capabilities_org_updated_idx').on('capabilities').columns(['organization_id', 'updated_at']).execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('geography', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('balance_left', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
