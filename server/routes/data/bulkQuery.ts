import { json } from '../../db/json';
import type { BulkStatus } from '../../db/tables/data';
import type { OrgContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { route } from '../../http/route';
import {
  BULK_CSV_TYPES,
  BULK_FILTER_STATUSES,
  findBulkApplication,
  MAX_BULK_BYTES,
  parseBulkCsv,
  PREVIEW_ROWS,
  RUNNING_STATUSES,
  toBulkApplication,
  toBulkItem,
} from '../../store/bulkQuery';
import { newDataId } from '../../db/ids';
import { readUpload } from './multipart';
import { inTransaction } from '../../db/transactions';

/** The organisation's `bulkVerification` feature flag must allow the kind of call. */
async function requireBulkFeature(ctx: OrgContext, kind: 'read' | 'write') {
  const org = await ctx.db.selectFrom('organizations').select('feature_flags').where('id', '=', ctx.orgId).executeTakeFirstOrThrow();
  const flag = org.feature_flags.bulkVerification;
  if (!flag?.[kind]) {
    throw forbidden('Bulk verification is not enabled for this organisation', 'Ask Veriflow support to turn on the bulkVerification feature.');
  }
}

async function ownApplication(ctx: OrgContext, id: string) {
  const app = await findBulkApplication(ctx.db, ctx.orgId, ctx.environment, id);
  if (!app) throw notFound('Bulk application not found', `No bulk application ${id} in this organisation's ${ctx.environment === 'live' ? 'live' : 'test'} mode.`);
  return app;
}

async function setStatus(ctx: OrgContext, id: string, from: BulkStatus, status: BulkStatus, extra: { started_at?: Date } = {}) {
  const row = await ctx.db
    .updateTable('bulk_applications')
    .set({ status, updated_at: new Date(), ...extra })
    .where('id', '=', id)
    .where('organization_id', '=', ctx.orgId)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict('The application changed meanwhile; reload it and try again');
  return row;
}

const SORT_COLUMNS = { applicationName: 'application_name', createdAt: 'created_at', createdBy: 'created_by', status: 'status' } as const;

/** Bulk-query applications of the environment (read/create/update on `bulk-query`, with the bulkVerification feature). */
export const bulkQueryRoutes = [
  route({
    operationId: 'listBulkApplications',
    access: 'read:bulk-query',
    async handler({ ctx, query }) {
      await requireBulkFeature(ctx, 'read');
      let base = ctx.db
        .selectFrom('bulk_applications')
        .leftJoin('workflows', (j) => j.onRef('workflows.id', '=', 'bulk_applications.workflow_id').onRef('workflows.organization_id', '=', 'bulk_applications.organization_id'))
        .where('bulk_applications.organization_id', '=', ctx.orgId)
        .where('bulk_applications.environment', '=', ctx.environment);
      if (query.status) base = base.where('bulk_applications.status', 'in', BULK_FILTER_STATUSES[query.status]);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const order = query.sortOrder === '1' ? 'asc' : 'desc';
      const rows = await base
        .selectAll('bulk_applications')
        .select('workflows.name as workflow_name')
        .orderBy(`bulk_applications.${SORT_COLUMNS[query.sortBy ?? 'createdAt']}`, order)
        .orderBy('bulk_applications.id', order)
        .limit(query.limit ?? 10)
        .offset(query.offset ?? 0)
        .execute();
      return { status: 200, body: { data: rows.map((r) => toBulkApplication(r, r.workflow_name)), count: Number(n) } };
    },
  }),
  route({
    operationId: 'createBulkApplication',
    access: 'create:bulk-query',
    async handler({ ctx, body }) {
      await requireBulkFeature(ctx, 'write');
      const applicationName = body.applicationName.trim();
      if (!applicationName) throw badRequest('body.applicationName must not be blank');
      const workflow = await ctx.db.selectFrom('workflows').select(['id', 'name']).where('id', '=', body.workflowId).where('organization_id', '=', ctx.orgId).executeTakeFirst();
      if (!workflow) throw unprocessable('Workflow not found', `No workflow ${body.workflowId} in this organisation.`);
      const row = await inTransaction(ctx.db, async (trx) => {
        const inserted = await trx
          .insertInto('bulk_applications')
          .values({
            id: newDataId('bq'),
            organization_id: ctx.orgId,
            environment: ctx.environment,
            application_name: applicationName,
            workflow_id: workflow.id,
            status: 'INITIAL',
            columns: json([]),
            created_by: ctx.user.email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ctx.audit('bulk_query.created', { type: 'bulk_application', id: inserted.id }, { applicationName, workflowId: workflow.id }, trx);
        return inserted;
      });
      return { status: 201, body: toBulkApplication(row, workflow.name) };
    },
  }),
  route({
    operationId: 'getBulkApplication',
    access: 'read:bulk-query',
    async handler({ ctx, params, query }) {
      await requireBulkFeature(ctx, 'read');
      const app = await ownApplication(ctx, params.applicationId);
      const items = await ctx.db
        .selectFrom('bulk_items')
        .selectAll()
        .where('application_id', '=', app.id)
        .where('organization_id', '=', ctx.orgId)
        .orderBy('row_number')
        .limit(query.limit ?? 100)
        .offset(query.offset ?? 0)
        .execute();
      return { status: 200, body: { ...toBulkApplication(app, app.workflow_name), items: items.map(toBulkItem), itemCount: app.row_count } };
    },
  }),
  route({
    operationId: 'uploadBulkApplicationFile',
    access: 'update:bulk-query',
    async handler({ ctx, params }) {
      await requireBulkFeature(ctx, 'write');
      const app = await ownApplication(ctx, params.applicationId);
      if (app.status !== 'INITIAL' && app.status !== 'UPLOADING') throw conflict(`A file can only be uploaded before the batch starts; this application is ${app.status}`);
      const { file, bytes } = await readUpload(ctx.request, 'file', MAX_BULK_BYTES);
      if (!/\.csv$/i.test(file.filename) || !BULK_CSV_TYPES.includes(file.mimetype)) {
        throw badRequest('Invalid file format', 'Upload a .csv file (text/csv or application/vnd.ms-excel).');
      }
      const parsed = parseBulkCsv(bytes.toString('utf8'));
      if (!parsed.ok) throw badRequest(parsed.message, parsed.description);
      const row = await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('bulk_items').where('application_id', '=', app.id).execute();
        for (let i = 0; i < parsed.rows.length; i += 500) {
          await trx
            .insertInto('bulk_items')
            .values(
              parsed.rows.slice(i, i + 500).map((query, j) => ({
                id: newDataId('bqi'),
                application_id: app.id,
                organization_id: ctx.orgId,
                row_number: i + j + 1,
                status: 'QUEUED' as const,
                query: json(query),
              })),
            )
            .execute();
        }
        return trx
          .updateTable('bulk_applications')
          .set({ status: 'UPLOADING', file_name: file.filename.slice(0, 255), row_count: parsed.rows.length, columns: json(parsed.columns), updated_at: new Date() })
          .where('id', '=', app.id)
          .where('organization_id', '=', ctx.orgId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await ctx.audit('bulk_query.file_uploaded', { type: 'bulk_application', id: app.id }, { fileName: file.filename, rows: parsed.rows.length });
      return {
        status: 200,
        body: { application: toBulkApplication(row, app.workflow_name), columns: parsed.columns, rows: parsed.rows.slice(0, PREVIEW_ROWS), count: parsed.rows.length },
      };
    },
  }),
  route({
    operationId: 'startBulkApplication',
    access: 'update:bulk-query',
    async handler({ ctx, params }) {
      await requireBulkFeature(ctx, 'write');
      const app = await ownApplication(ctx, params.applicationId);
      if (app.status !== 'UPLOADING') {
        throw conflict(app.status === 'INITIAL' ? 'Upload a file before starting the batch' : `The batch cannot start; this application is ${app.status}`);
      }
      const row = await setStatus(ctx, app.id, 'UPLOADING', 'PROCESSING', { started_at: new Date() });
      await ctx.audit('bulk_query.started', { type: 'bulk_application', id: app.id }, { rows: app.row_count });
      return { status: 200, body: toBulkApplication(row, app.workflow_name) };
    },
  }),
  route({
    operationId: 'cancelBulkApplication',
    access: 'update:bulk-query',
    async handler({ ctx, params }) {
      await requireBulkFeature(ctx, 'write');
      const app = await ownApplication(ctx, params.applicationId);
      let next: BulkStatus;
      if (app.status === 'INITIAL' || app.status === 'UPLOADING') next = 'CANCELLED';
      else if (RUNNING_STATUSES.includes(app.status)) next = 'CANCELLING';
      else throw conflict(`The application cannot be cancelled; it is ${app.status}`);
      const row = await setStatus(ctx, app.id, app.status, next);
      if (next === 'CANCELLED') {
        await ctx.db.updateTable('bulk_items').set({ status: 'CANCELLED', updated_at: new Date() }).where('application_id', '=', app.id).where('status', '=', 'QUEUED').execute();
      }
      await ctx.audit('bulk_query.cancelled', { type: 'bulk_application', id: app.id }, { from: app.status, to: next });
      return { status: 200, body: toBulkApplication(row, app.workflow_name) };
    },
  }),
  route({
    operationId: 'retryBulkApplication',
    access: 'update:bulk-query',
    async handler({ ctx, params }) {
      await requireBulkFeature(ctx, 'write');
      const app = await ownApplication(ctx, params.applicationId);
      if (app.status !== 'FAILED') throw conflict(`Only a failed application can be retried; this one is ${app.status}`);
      const row = await setStatus(ctx, app.id, 'FAILED', 'MANUAL_RETRY');
      const requeued = await ctx.db
        .updateTable('bulk_items')
        .set({ status: 'QUEUED', updated_at: new Date() })
        .where('application_id', '=', app.id)
        .where('status', '=', 'FAILED')
        .executeTakeFirst();
      await ctx.audit('bulk_query.retried', { type: 'bulk_application', id: app.id }, { requeued: Number(requeued.numUpdatedRows) });
      return { status: 200, body: toBulkApplication(row, app.workflow_name) };
    },
  }),
];
