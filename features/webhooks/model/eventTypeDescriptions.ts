/** One line on when each event type of product-decisions.md is sent, for the expected-events modal. */
const DESCRIPTIONS: Record<string, string> = {
  'transaction.completed': 'A transaction finished with a decision.',
  'transaction.awaiting': 'A transaction is waiting for the end user or a reviewer.',
  'transaction.failed': 'A transaction stopped on an error.',
  'workflow.published': 'A workflow version was published.',
  'workflow.updated': 'A workflow was changed.',
  'workflow.deleted': 'A workflow was deleted.',
  'bulk_query.completed': 'A bulk query finished every row.',
  'bulk_query.failed': 'A bulk query stopped on an error.',
  'quicklink.limit_reached': 'A QuickLink used up its transaction limit.',
  'credits.low': 'The credit balance is running low.',
  'live_mode.approved': 'The organisation was approved for live mode.',
};

/** When an event type is sent; undefined for a type the console does not know yet. */
export function describeEventType(type: string): string | undefined {
  return DESCRIPTIONS[type];
}
