import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { listAuditEvents } from '../../store/audit';

/** The organisation's audit log. */
export const auditRoutes = [
  route({
    operationId: 'listAuditLogs',
    access: 'read:organization',
    async handler({ query, ctx }) {
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      if (from && to && from.getTime() > to.getTime()) throw badRequest('query/from must not be after query/to', `from ${query.from} is later than to ${query.to}.`);
      const search = query.search?.trim();
      const page = await listAuditEvents(ctx.db, ctx.orgId, {
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
        from,
        to,
        search: search || undefined,
        environment: query.environment,
      });
      return { status: 200, body: page };
    },
  }),
];
