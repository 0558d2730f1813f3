import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { iso } from '../db/timestamps';
import { inTransaction } from '../db/transactions';
import { findWorkflow, type Workflow } from './workflows';

type Db = Kysely<Database>;

/** Whether the organisation has this workflow, deleted or not (versions stay readable after deletion). */
async function workflowExists(db: Db, orgId: string, workflowId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('workflows').select('id').where('organization_id', '=', orgId).where('id', '=', workflowId).executeTakeFirst());
}

function versionSummary(row: {
  workflow_id: string;
  version: number;
  name: string;
  is_async_execution: boolean;
  created_at: Date;
  created_by: string | null;
  user_name: string | null;
  user_email: string | null;
}) {
  return {
    workflowId: row.workflow_id,
    version: row.version,
    name: row.name,
    isAsyncExecution: row.is_async_execution,
    createdAt: iso(row.created_at),
    createdBy: row.created_by && row.user_name && row.user_email ? { id: row.created_by, name: row.user_name, email: row.user_email } : null,
  };
}

/** One page of a workflow's versions, newest first; undefined when the organisation has no such workflow. */
export async function listWorkflowVersions(db: Db, orgId: string, workflowId: string, page: { limit: number; offset: number }) {
  if (!(await workflowExists(db, orgId, workflowId))) return undefined;
  const base = db.selectFrom('workflow_versions as v').where('v.organization_id', '=', orgId).where('v.workflow_id', '=', workflowId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'v.created_by')
      .select(['v.workflow_id', 'v.version', 'v.name', 'v.is_async_execution', 'v.created_at', 'v.created_by', 'u.name as user_name', 'u.email as user_email'])
      .orderBy('v.version', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), versions: rows.map(versionSummary) };
}

/** One version with its flow object; undefined when the organisation has no such workflow or version. */
export async function findWorkflowVersion(db: Db, orgId: string, workflowId: string, version: number) {
  const row = await db
    .selectFrom('workflow_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.workflow_id', 'v.version', 'v.name', 'v.is_async_execution', 'v.created_at', 'v.created_by', 'u.name as user_name', 'u.email as user_email', 'v.workflow_object'])
    .where('v.organization_id', '=', orgId)
    .where('v.workflow_id', '=', workflowId)
    .where('v.version', '=', version)
    .executeTakeFirst();
  return row ? { ...versionSummary(row), workflowObject: row.workflow_object } : undefined;
}

export type RestoreOutcome = { workflow: Workflow } | { missing: 'workflow' | 'version' };

/**
 * Stores the next version of a workflow with the flow object and async flag of one of its stored
 * versions (always a new version, even when they equal the current one); the name, use case and
 * active flag stay. Answers the workflow after the restore, or which of workflow and version is
 * missing (a deleted workflow is missing).
 */
export async function restoreWorkflowVersion(db: Db, orgId: string, workflowId: string, version: number, userId: string | null, at: Date = new Date()): Promise<RestoreOutcome> {
  const missing = await inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('workflows')
      .select(['name', 'use_case', 'current_version'])
      .where('organization_id', '=', orgId)
      .where('id', '=', workflowId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return 'workflow' as const;
    const chosen = await trx
      .selectFrom('workflow_versions')
      .select(['workflow_object', 'is_async_execution'])
      .where('organization_id', '=', orgId)
      .where('workflow_id', '=', workflowId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!chosen) return 'version' as const;
    const next = current.current_version + 1;
    await trx
      .insertInto('workflow_versions')
      .values({
        workflow_id: workflowId,
        version: next,
        organization_id: orgId,
        name: current.name,
        use_case: current.use_case,
        is_async_execution: chosen.is_async_execution,
        workflow_object: json(chosen.workflow_object),
        created_by: userId,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable('workflows')
      .set({ is_async_execution: chosen.is_async_execution, current_version: next, updated_at: at })
      .where('organization_id', '=', orgId)
      .where('id', '=', workflowId)
      .execute();
    return null;
  });
  if (missing) return { missing };
  const workflow = await findWorkflow(db, orgId, workflowId);
  return workflow ? { workflow } : { missing: 'workflow' };
}
