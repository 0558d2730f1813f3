import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { iso } from '../db/timestamps';
import { likePattern, type WorkflowListQuery } from '../workflows/listQuery';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

const summaryColumns = ['id', 'name', 'description', 'use_case', 'release_type', 'active', 'is_async_execution', 'is_demo', 'created_at', 'updated_at'] as const;

function toSummary(row: {
  id: string;
  name: string;
  description: string;
  use_case: string;
  release_type: 'v1' | 'v2';
  active: boolean;
  is_async_execution: boolean;
  is_demo: boolean;
  created_at: Date;
  updated_at: Date;
}): Schemas['TemplateSummary'] {
  return {
    templateId: row.id,
    name: row.name,
    description: row.description,
    useCase: row.use_case as Schemas['WorkflowUseCase'],
    releaseType: row.release_type,
    active: row.active,
    isAsyncExecution: row.is_async_execution,
    isDemo: row.is_demo,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One page of templates (never those marked isDemo) and how many match. Templates are global. */
export async function listTemplates(db: Db, query: WorkflowListQuery, page: { limit: number; offset: number }) {
  let base = db.selectFrom('templates').where('is_demo', '=', false);
  const { search, active, createdAt } = query;
  if (search) {
    const pattern = likePattern(search.value);
    base = base.where((eb) => eb.or(search.fields.map((field) => eb(field === 'name' ? 'name' : 'id', 'ilike', pattern))));
  }
  if (active) base = base.where('active', 'in', active);
  if (createdAt?.from) base = base.where('created_at', '>=', createdAt.from);
  if (createdAt?.to) base = base.where('created_at', '<=', createdAt.to);
  const column = { name: sql`lower(name)`, createdAt: sql`created_at`, updatedAt: sql`updated_at` }[query.sort.field];
  const [rows, total] = await Promise.all([
    base.select(summaryColumns).orderBy(column, query.sort.order).orderBy('id', 'asc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), templates: rows.map(toSummary) };
}

/** A template with its flow object (demo templates too: they are hidden from the list only). */
export async function findTemplate(db: Db, templateId: string): Promise<(Schemas['Template'] & { version: number }) | undefined> {
  const row = await db
    .selectFrom('templates')
    .select([...summaryColumns, 'workflow_object', 'version'])
    .where('id', '=', templateId)
    .executeTakeFirst();
  return row ? { ...toSummary(row), workflowObject: row.workflow_object, version: row.version } : undefined;
}
