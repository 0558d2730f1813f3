import { NotFoundError, RejectedError } from '../errors';
import { countQuickLinkTransaction, findQuickLink, QUICKLINK_DISABLED, QUICKLINK_EXPIRED, TRANSACTION_LIMIT_REACHED } from '../store/quicklinks';
import { enqueueWebhookEvent } from '../store/webhooks';
import type { RunScope } from './context';

/** Counts a transaction against the QuickLink it came through; its limit reached, a webhook event is queued. */
export async function countQuickLink(scope: RunScope, quicklinkId: string, workflowId: string | null): Promise<void> {
  const link = await findQuickLink(scope.db, scope.orgId, scope.environment, quicklinkId);
  if (!link) throw new NotFoundError('QuickLink not found', `This environment has no QuickLink ${quicklinkId}.`);
  if (link.workflowId !== workflowId) throw new RejectedError('The QuickLink opens another workflow', `QuickLink ${quicklinkId} runs workflow ${link.workflowId}.`);
  const counted = await countQuickLinkTransaction(scope.db, { orgId: scope.orgId, environment: scope.environment, quicklinkId });
  if (!counted.counted) {
    if (counted.reason === 'not_found') throw new NotFoundError('QuickLink not found', `This environment has no QuickLink ${quicklinkId}.`);
    if (counted.reason === 'expired') throw new RejectedError(QUICKLINK_EXPIRED, `QuickLink ${quicklinkId} has expired.`);
    if (counted.reason === 'limit_reached') throw new RejectedError(TRANSACTION_LIMIT_REACHED, `QuickLink ${quicklinkId} has used its transaction limit.`);
    throw new RejectedError(QUICKLINK_DISABLED, `QuickLink ${quicklinkId} is disabled.`);
  }
  if (counted.limitReached) {
    await enqueueWebhookEvent(scope.db, scope.orgId, scope.environment, 'quicklink.limit_reached', { quicklinkId, transactionLimit: counted.transactionLimit });
  }
}
