import { conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { recordAudit } from '../../store/audit';
import { completePaymentOrder, createPaymentOrder, findPaymentOrder } from '../../store/payments';
import { inTransaction } from '../../db/transactions';

/** Payment orders for live credits, and an operator's completion of them (no card provider yet). */
export const paymentRoutes = [
  route({
    operationId: 'createPaymentOrder',
    access: 'update:organization',
    async handler({ body, ctx }) {
      const order = await inTransaction(ctx.db, async (trx) => {
        const created = await createPaymentOrder(trx, { orgId: ctx.orgId, amount: body.amount, environment: ctx.environment, createdBy: ctx.user.id });
        await ctx.audit('payment_order.created', { type: 'payment_order', id: created.paymentId }, { amount: created.amount, currency: created.currency }, trx);
        return created;
      });
      return { status: 201, body: { data: order } };
    },
  }),

  route({
    operationId: 'getPaymentOrder',
    access: 'read:organization',
    async handler({ params, ctx }) {
      const order = await findPaymentOrder(ctx.db, ctx.orgId, params.paymentId);
      if (!order) throw notFound('No such payment order', `This organisation has no payment order ${params.paymentId}.`);
      return { status: 200, body: { data: order } };
    },
  }),

  route({
    operationId: 'completePaymentOrder',
    access: 'user',
    async handler({ params, ctx }) {
      if (!ctx.user.isPlatformOperator) throw forbidden('Only a platform operator can complete payment orders');
      // The credits and the audit entry are one write: credits are never added unrecorded.
      const order = await inTransaction(ctx.db, async (trx) => {
        const result = await completePaymentOrder(trx, params.paymentId);
        if (!result.ok) {
          if (result.reason === 'not_found') throw notFound('No such payment order', `There is no payment order ${params.paymentId}.`);
          throw conflict('The payment order is already completed', 'Its credits were added when it was completed.');
        }
        await recordAudit(trx, {
          orgId: result.orgId,
          actorUserId: ctx.user.id,
          action: 'payment_order.completed',
          target: { type: 'payment_order', id: result.order.paymentId },
          environment: null,
          detail: { amount: result.order.amount, currency: result.order.currency },
          ip: ctx.request.ip,
        });
        return result.order;
      });
      return { status: 200, body: { data: order } };
    },
  }),
];
