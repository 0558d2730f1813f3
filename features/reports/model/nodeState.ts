import type { StatusName } from './transactionStatus';
import type { TraceNodeState } from './traceGraph';

/** The words for what happened at a node. */
export const NODE_STATE_LABELS: Readonly<Record<TraceNodeState, string>> = {
  RAN: 'Ran',
  SKIPPED: 'Skipped',
  FAILED: 'Failed',
  AWAITING: 'Awaiting',
  NOT_REACHED: 'Not reached',
};

/** The status colour a node state is drawn in (document 1 section 4.7 styles). */
export const NODE_STATE_STATUS: Readonly<Record<TraceNodeState, StatusName>> = {
  RAN: 'DONE',
  SKIPPED: 'CANCELLED',
  FAILED: 'FAILED',
  AWAITING: 'AWAITING',
  NOT_REACHED: 'UNKNOWN',
};

/** What a node's condition gave: 'Condition held', 'Condition did not hold', or null when it has none. */
export function conditionText(result: boolean | null): string | null {
  if (result === null) return null;
  return result ? 'Condition held' : 'Condition did not hold';
}
