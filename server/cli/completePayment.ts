/**
 * Marks a payment order paid from the command line (there is no card provider yet):
 *   node --import tsx server/cli/completePayment.ts <paymentId>
 * Adds the order's amount to the organisation's live credits (like POST /api/admin/payments/{paymentId}/complete).
 */
import { recordAudit } from '../store/audit';
import { completePaymentOrder } from '../store/payments';
import { isMain, runCommand, type CommandOptions } from './database';

export async function completePaymentCommand(args: readonly string[], options: CommandOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [paymentId] = args;
  if (!paymentId || args.length !== 1) {
    out('Usage: node --import tsx server/cli/completePayment.ts <paymentId>');
    return 2;
  }
  return runCommand(async ({ db }) => {
    const result = await completePaymentOrder(db, paymentId);
    if (!result.ok) {
      out(result.reason === 'not_found' ? `No payment order ${paymentId}.` : `Payment order ${paymentId} is already completed.`);
      return 1;
    }
    const { order } = result;
    await recordAudit(db, {
      orgId: result.orgId,
      actorUserId: null,
      action: 'payment_order.completed',
      target: { type: 'payment_order', id: order.paymentId },
      environment: null,
      detail: { amount: order.amount, currency: order.currency, via: 'cli' },
    });
    out(`Completed ${order.paymentId}: ${order.amount} credits added to ${result.orgId}.`);
    return 0;
  }, options);
}

if (isMain(import.meta.url)) process.exitCode = await completePaymentCommand(process.argv.slice(2));
