import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { findTemplate, listTemplates } from '../../store/templates';
import { parseWorkflowListQuery } from '../../workflows/listQuery';

/** Templates: seeded, read-only and the same for every organisation; isDemo ones are never listed. */
export const templateRoutes = [
  route({
    operationId: 'listTemplates',
    access: 'read:templates',
    async handler({ query, ctx }) {
      const parsed = parseWorkflowListQuery(query, 'templateId');
      const data = await listTemplates(ctx.db, parsed, { limit: query.limit ?? 48, offset: query.offset ?? 0 });
      return { status: 200, body: { data } };
    },
  }),
  route({
    operationId: 'getTemplate',
    access: 'read:templates',
    async handler({ params, ctx }) {
      const template = await findTemplate(ctx.db, params.templateId);
      if (!template) throw notFound('Template not found', `There is no template ${params.templateId}.`);
      const { version: _version, ...body } = template;
      return { status: 200, body };
    },
  }),
];
