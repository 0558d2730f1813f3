import { conflict } from '../../http/errors';
import { route } from '../../http/route';
import { raiseServiceAccessRequest } from '../../store/serviceAccess';
import { inTransaction } from '../../db/transactions';

/**
 * Access requests for verification services (read by the catalogue's merchant service strategies).
 * Asking is a write on the organisation's services: `create:v2-services` (owner and admin), as
 * calling a service from the API Explorer is; members and sales may only read (issue 18, item 8).
 */
export const serviceRoutes = [
  route({
    operationId: 'raiseServiceApprovalRequest',
    access: 'create:v2-services',
    async handler({ body, ctx }) {
      const serviceEndpoint = body.service_endpoint.trim();
      const result = await inTransaction(ctx.db, async (trx) => {
        const raised = await raiseServiceAccessRequest(trx, { orgId: ctx.orgId, serviceEndpoint, docLink: body.doc_link, requestedBy: ctx.user.id });
        if (!raised.ok) {
          throw conflict(
            raised.reason === 'pending' ? 'Access to this service has already been requested' : 'Access to this service is already approved',
            `The request for ${serviceEndpoint} is ${raised.reason}.`,
          );
        }
        await ctx.audit('service_access.requested', { type: 'service', id: serviceEndpoint }, { requestId: raised.request.requestId }, trx);
        return raised;
      });
      return { status: 201, body: result.request };
    },
  }),
];
