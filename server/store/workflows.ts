import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import { RejectedError } from '../errors';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import { json } from '../db/json';
import { iso } from '../db/timestamps';
import { inTransaction } from '../db/transactions';
import { canonicalJson } from '../workflows/flowRules';
import { likePattern, type WorkflowListQuery } from '../workflows/listQuery';
import { PREPARED } from '../db/preparedStatements';

type Schemas = components['schemas'];
export type WorkflowObject = Schemas['WorkflowObject'];
export type WorkflowSummary = Schemas['WorkflowSummary'];
export type Workflow = Schemas['Workflow'];
export type WorkflowUseCase = Schemas['WorkflowUseCase'];

type Db = Kysely<Database>;

export const WORKFLOW_NAME_TAKEN = 'A workflow with the given name already exists';
const nameTaken = (name: string) => new RejectedError(WORKFLOW_NAME_TAKEN, `Choose another name than "${name}".`);

interface WorkflowRow {
  id: string;
  name: string;
  use_case: string;
  release_type: 'v1' | 'v2';
  active: boolean;
  is_async_execution: boolean;
  current_version: number;
  created_at: Date;
  updated_at: Date;
}

function toSummary(row: WorkflowRow): WorkflowSummary {
  return {
    workflowId: row.id,
    name: row.name,
    useCase: row.use_case as WorkflowUseCase,
    releaseType: row.release_type,
    active: row.active,
    isAsyncExecution: row.is_async_execution,
    version: row.current_version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const summaryColumns = ['id', 'name', 'use_case', 'release_type', 'active', 'is_async_execution', 'current_version', 'created_at', 'updated_at'] as const;

/** One page of the organisation's workflows (not deleted) and how many match. */
export async function listWorkflows(db: Db, orgId: string, query: WorkflowListQuery, page: { limit: number; offset: number }) {
  let base = db.selectFrom('workflows').where('organization_id', '=', orgId).where('deleted_at', 'is', null);
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
  return { count: Number(total.count), workflows: rows.map(toSummary) };
}

/** The workflow (not deleted) with its current flow object, or undefined when the organisation has none of that id. */
export async function findWorkflow(db: Db, orgId: string, workflowId: string): Promise<Workflow | undefined> {
  const row = await db
    .selectFrom('workflows as w')
    .innerJoin('workflow_versions as v', (join) => join.onRef('v.workflow_id', '=', 'w.id').onRef('v.version', '=', 'w.current_version'))
    .select(['w.id', 'w.name', 'w.use_case', 'w.release_type', 'w.active', 'w.is_async_execution', 'w.current_version', 'w.created_at', 'w.updated_at', 'v.workflow_object'])
    .where('w.organization_id', '=', orgId)
    .where('w.id', '=', workflowId)
    .where('w.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...toSummary(row), workflowObject: row.workflow_object } : undefined;
}

/** The workflow (not deleted) without its flow object, or undefined when the organisation has none of that id. */
export async function findWorkflowSummary(db: Db, orgId: string, workflowId: string): Promise<WorkflowSummary | undefined> {
  const row = await db.selectFrom('workflows').select(summaryColumns).where('organization_id', '=', orgId).where('id', '=', workflowId).where('deleted_at', 'is', null).modifyEnd(PREPARED).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

/** Whether another live workflow of the organisation has this name, case-insensitively. */
export async function workflowNameTaken(db: Db, orgId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('workflows')
    .select('id')
    .where('organization_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export interface NewWorkflow {
  id?: string;
  orgId: string;
  userId: string | null;
  name: string;
  useCase: WorkflowUseCase;
  releaseType?: 'v1' | 'v2';
  active?: boolean;
  isAsyncExecution?: boolean;
  workflowObject: WorkflowObject;
  /** Seeds only: when the workflow was created. */
  createdAt?: Date;
}

/** Stores a workflow and its version 1. A name clash throws 422 'A workflow with the given name already exists'. */
export async function createWorkflow(db: Db, values: NewWorkflow): Promise<{ workflowId: string; version: number }> {
  const id = values.id ?? newId('wf');
  const at = values.createdAt ?? new Date();
  try {
    await inTransaction(db, async (trx) => {
      if (await workflowNameTaken(trx, values.orgId, values.name)) throw nameTaken(values.name);
      await trx
        .insertInto('workflows')
        .values({
          id,
          organization_id: values.orgId,
          name: values.name,
          use_case: values.useCase,
          release_type: values.releaseType ?? 'v2',
          active: values.active ?? true,
          is_async_execution: values.isAsyncExecution ?? false,
          current_version: 1,
          created_by: values.userId,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('workflow_versions')
        .values({
          workflow_id: id,
          version: 1,
          organization_id: values.orgId,
          name: values.name,
          use_case: values.useCase,
          is_async_execution: values.isAsyncExecution ?? false,
          workflow_object: json(values.workflowObject),
          created_by: values.userId,
          created_at: at,
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(values.name);
    throw error;
  }
  return { workflowId: id, version: 1 };
}

export interface WorkflowChanges {
  name?: string;
  useCase?: WorkflowUseCase;
  releaseType?: 'v2';
  active?: boolean;
  isAsyncExecution?: boolean;
  workflowObject?: WorkflowObject;
}

/**
 * Applies the changes; a changed flow object or async flag stores the next immutable version.
 * Answers the workflow after the update and whether a version was stored; undefined when the
 * organisation has no such workflow. A name clash throws 422.
 */
export async function updateWorkflow(
  db: Db,
  orgId: string,
  workflowId: string,
  userId: string | null,
  changes: WorkflowChanges,
  at: Date = new Date(),
): Promise<{ workflow: Workflow; versionCreated: boolean } | undefined> {
  let versionCreated = false;
  try {
    const found = await inTransaction(db, async (trx) => {
      const current = await trx
        .selectFrom('workflows as w')
        .innerJoin('workflow_versions as v', (join) => join.onRef('v.workflow_id', '=', 'w.id').onRef('v.version', '=', 'w.current_version'))
        .select(['w.id', 'w.name', 'w.use_case', 'w.is_async_execution', 'w.current_version', 'v.workflow_object'])
        .where('w.organization_id', '=', orgId)
        .where('w.id', '=', workflowId)
        .where('w.deleted_at', 'is', null)
        .forUpdate('w')
        .executeTakeFirst();
      if (!current) return false;
      const name = changes.name ?? current.name;
      if (changes.name !== undefined && changes.name.toLowerCase() !== current.name.toLowerCase() && (await workflowNameTaken(trx, orgId, changes.name, workflowId))) {
        throw nameTaken(changes.name);
      }
      const flowChanged = changes.workflowObject !== undefined && canonicalJson(changes.workflowObject) !== canonicalJson(current.workflow_object);
      const asyncChanged = changes.isAsyncExecution !== undefined && changes.isAsyncExecution !== current.is_async_execution;
      let version = current.current_version;
      if (flowChanged || asyncChanged) {
        version += 1;
        versionCreated = true;
        await trx
          .insertInto('workflow_versions')
          .values({
            workflow_id: workflowId,
            version,
            organization_id: orgId,
            name,
            use_case: changes.useCase ?? current.use_case,
            is_async_execution: changes.isAsyncExecution ?? current.is_async_execution,
            workflow_object: json(changes.workflowObject ?? current.workflow_object),
            created_by: userId,
            created_at: at,
          })
          .execute();
      }
      await trx
        .updateTable('workflows')
        .set({
          name,
          ...(changes.useCase !== undefined ? { use_case: changes.useCase } : {}),
          ...(changes.releaseType !== undefined ? { release_type: changes.releaseType } : {}),
          ...(changes.active !== undefined ? { active: changes.active } : {}),
          ...(changes.isAsyncExecution !== undefined ? { is_async_execution: changes.isAsyncExecution } : {}),
          current_version: version,
          updated_at: at,
        })
        .where('organization_id', '=', orgId)
        .where('id', '=', workflowId)
        .execute();
      return true;
    });
    if (!found) return undefined;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(changes.name ?? '');
    throw error;
  }
  const workflow = await findWorkflow(db, orgId, workflowId);
  return workflow ? { workflow, versionCreated } : undefined;
}

/**
 * Deletes the workflow (softly: versions stay for the transactions that ran on them, the name is
 * free again) and its QuickLinks in both environments. Answers the number of QuickLinks removed,
 * or undefined when the organisation has no such workflow.
 */
export async function deleteWorkflow(db: Db, orgId: string, workflowId: string, at: Date = new Date()): Promise<{ quicklinksDeleted: number } | undefined> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('workflows')
      .set({ deleted_at: at, updated_at: at })
      .where('organization_id', '=', orgId)
      .where('id', '=', workflowId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    const links = await trx.deleteFrom('quicklinks').where('organization_id', '=', orgId).where('workflow_id', '=', workflowId).executeTakeFirst();
    return { quicklinksDeleted: Number(links.numDeletedRows) };
  });
}
