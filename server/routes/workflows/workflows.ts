import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { createWorkflow, deleteWorkflow, findWorkflow, listWorkflows, updateWorkflow } from '../../store/workflows';
import { findWorkflowVersion, listWorkflowVersions, restoreWorkflowVersion } from '../../store/workflowVersions';
import { findTemplate } from '../../store/templates';
import { inputDetails } from '../../workflows/inputDetails';
import { parseWorkflowListQuery } from '../../workflows/listQuery';
import { requirePermission } from '../../http/organisation';
import { assertValidFlow, trimmedName } from './shared';
import { inTransaction } from '../../db/transactions';

const workflowNotFound = (id: string) => notFound('Workflow not found', `This organisation has no workflow ${id}.`);
const versionNotFound = (id: string, version: number) => notFound('Workflow version not found', `This organisation has no version ${version} of workflow ${id}.`);

/** Workflows: list, create, read, update (new immutable version on a flow change), delete; versions and their restore; input details. */
export const workflowRoutes = [
  route({
    operationId: 'listWorkflows',
    access: 'read:workflows',
    async handler({ query, ctx }) {
      const parsed = parseWorkflowListQuery(query, 'workflowId');
      const data = await listWorkflows(ctx.db, ctx.orgId, parsed, { limit: query.limit ?? 48, offset: query.offset ?? 0 });
      return { status: 200, body: { data } };
    },
  }),
  route({
    operationId: 'createWorkflow',
    access: 'create:workflows',
    async handler({ body, ctx }) {
      const name = trimmedName('name', body.name, 3);
      assertValidFlow(body.workflowObject);
      const created = await inTransaction(ctx.db, async (trx) => {
        const workflow = await createWorkflow(trx, {
          orgId: ctx.orgId,
          userId: ctx.user.id,
          name,
          useCase: body.useCase,
          releaseType: body.releaseType,
          active: body.active,
          isAsyncExecution: body.isAsyncExecution,
          workflowObject: body.workflowObject,
        });
        await ctx.audit('workflow.created', { type: 'workflow', id: workflow.workflowId }, { name, version: workflow.version }, trx);
        return workflow;
      });
      return { status: 201, body: created };
    },
  }),
  route({
    operationId: 'getWorkflow',
    access: 'read:workflows',
    async handler({ params, ctx }) {
      const workflow = await findWorkflow(ctx.db, ctx.orgId, params.workflowId);
      if (!workflow) throw workflowNotFound(params.workflowId);
      return { status: 200, body: workflow };
    },
  }),
  route({
    operationId: 'updateWorkflow',
    access: 'update:workflows',
    async handler({ params, body, ctx }) {
      const name = body.name === undefined ? undefined : trimmedName('name', body.name, 3);
      if (body.workflowObject) assertValidFlow(body.workflowObject);
      const result = await updateWorkflow(ctx.db, ctx.orgId, params.workflowId, ctx.user.id, { ...body, name });
      if (!result) throw workflowNotFound(params.workflowId);
      await ctx.audit('workflow.updated', { type: 'workflow', id: params.workflowId }, {
        fields: Object.keys(body),
        version: result.workflow.version,
        versionCreated: result.versionCreated,
      });
      return { status: 200, body: result.workflow };
    },
  }),
  route({
    operationId: 'deleteWorkflow',
    access: 'delete:workflows',
    async handler({ params, ctx }) {
      const result = await deleteWorkflow(ctx.db, ctx.orgId, params.workflowId);
      if (!result) throw workflowNotFound(params.workflowId);
      await ctx.audit('workflow.deleted', { type: 'workflow', id: params.workflowId }, result);
      return { status: 204, body: undefined };
    },
  }),
  route({
    operationId: 'listWorkflowVersions',
    access: 'read:workflows',
    async handler({ params, query, ctx }) {
      const data = await listWorkflowVersions(ctx.db, ctx.orgId, params.workflowId, { limit: query.limit ?? 20, offset: query.offset ?? 0 });
      if (!data) throw workflowNotFound(params.workflowId);
      return { status: 200, body: { data } };
    },
  }),
  route({
    operationId: 'getWorkflowVersion',
    access: 'read:workflows',
    async handler({ params, ctx }) {
      const version = await findWorkflowVersion(ctx.db, ctx.orgId, params.workflowId, params.version);
      if (!version) throw versionNotFound(params.workflowId, params.version);
      return { status: 200, body: version };
    },
  }),
  route({
    operationId: 'restoreWorkflowVersion',
    access: 'update:workflows',
    async handler({ params, ctx }) {
      const chosen = await findWorkflowVersion(ctx.db, ctx.orgId, params.workflowId, params.version);
      if (!chosen) throw versionNotFound(params.workflowId, params.version);
      // Versions never change, so the flow checked here is the flow the restore stores.
      assertValidFlow(chosen.workflowObject);
      const result = await restoreWorkflowVersion(ctx.db, ctx.orgId, params.workflowId, params.version, ctx.user.id);
      if ('missing' in result) throw result.missing === 'workflow' ? workflowNotFound(params.workflowId) : versionNotFound(params.workflowId, params.version);
      await ctx.audit('workflow.version_restored', { type: 'workflow', id: params.workflowId }, { restoredVersion: params.version, version: result.workflow.version });
      return { status: 200, body: result.workflow };
    },
  }),
  route({
    operationId: 'getInputDetails',
    access: 'member',
    async handler({ params, ctx }) {
      const id = params.workflowId;
      if (id.startsWith('tpl_')) {
        requirePermission(ctx, 'read:templates');
        const template = await findTemplate(ctx.db, id);
        if (!template) throw notFound('Template not found', `There is no template ${id}.`);
        return { status: 200, body: { workflowId: id, ...inputDetails(template.workflowObject) } };
      }
      requirePermission(ctx, 'read:workflows');
      const workflow = await findWorkflow(ctx.db, ctx.orgId, id);
      if (!workflow) throw workflowNotFound(id);
      return { status: 200, body: { workflowId: id, ...inputDetails(workflow.workflowObject) } };
    },
  }),
];
