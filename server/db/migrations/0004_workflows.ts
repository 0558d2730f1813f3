import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('workflows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('use_case', 'text', (c) => c.notNull())
    .addColumn('release_type', 'text', (c) => c.notNull().defaultTo('v2'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_async_execution', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // Names are unique per organisation, case-insensitively, among workflows not deleted.
  await sql`create unique index workflows_org_name_key on workflows (organization_id, lower(name)) where deleted_at is null`.execute(db);
  await db.schema.createIndex('workflows_org_updated_idx').on('workflows').columns(['organization_id', 'updated_at']).execute();

  await db.schema
    .createTable('workflow_versions')
    .addColumn('workflow_id', 'text', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('use_case', 'text', (c) => c.notNull())
    .addColumn('is_async_execution', 'boolean', (c) => c.notNull())
    .addColumn('workflow_object', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('workflow_versions_pkey', ['workflow_id', 'version'])
    .addCheckConstraint('workflow_versions_version_positive', sql`version >= 1`)
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('use_case', 'text', (c) => c.notNull())
    .addColumn('release_type', 'text', (c) => c.notNull().defaultTo('v2'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_async_execution', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('workflow_object', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index templates_name_key on templates (lower(name))`.execute(db);

  await db.schema
    .createTable('hosted_configs')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('quicklinks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'live')`))
    .addColumn('workflow_id', 'text', (c) => c.notNull().references('workflows.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('redirection_url', 'text')
    .addColumn('transaction_limit', 'integer', (c) => c.notNull().check(sql`transaction_limit >= 1`))
    .addColumn('transaction_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`transaction_count >= 0`))
    .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_response_output', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quicklinks_org_env_created_idx').on('quicklinks').columns(['organization_id', 'environment', 'created_at']).execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('test', 'live')`))
    .addColumn('workflow_id', 'text')
    .addColumn('template_id', 'text', (c) => c.references('templates.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('input_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('node_trace', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('awaited_keys', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('credits_charged', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('quicklink_id', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addForeignKeyConstraint('transactions_workflow_version_fkey', ['workflow_id', 'version'], 'workflow_versions', ['workflow_id', 'version'])
    .addCheckConstraint('transactions_runs_something', sql`workflow_id is not null or template_id is not null`)
    .execute();
  await db.schema.createIndex('transactions_org_env_created_idx').on('transactions').columns(['organization_id', 'environment', 'created_at']).execute();
  await db.schema.createIndex('transactions_workflow_idx').on('transactions').columns(['workflow_id']).execute();
}
