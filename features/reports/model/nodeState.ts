import type { StatusName } from './transactionStatus';
import type { TraceNodeState, TransactionNodeTrace } from './traceGraph';

/** The words for what happened at a node. */
export const NODE_STATE_LABELS: Readonly<Record<TraceNodeState, string>> = {
  RAN: 'Ran',
  NOT_MET: 'Not met',
  SKIPPED: 'Skipped',
  FAILED: 'Failed',
  AWAITING: 'Awaiting',
  NOT_REACHED: 'Not reached',
};

/** The status colour a node state is drawn in (document 1 section 4.7 styles). */
export const NODE_STATE_STATUS: Readonly<Record<TraceNodeState, StatusName>> = {
  RAN: 'DONE',
  NOT_MET: 'CANCELLED',
  SKIPPED: 'CANCELLED',
  FAILED: 'FAILED',
  AWAITING: 'AWAITING',
  NOT_REACHED: 'UNKNOWN',
};

const END_KINDS: ReadonlySet<TransactionNodeTrace['kind']> = new Set(['end_accepted', 'end_rejected', 'end_manual_review']);

/**
 * What happened at a node of a run: its trace status, except that an end state whose condition was
 * evaluated and did not hold is NOT_MET (it ran, but did not decide the outcome).
 */
export function traceNodeState(node: Pick<TransactionNodeTrace, 'kind' | 'status' | 'conditionResult'>): TraceNodeState {
  return END_KINDS.has(node.kind) && node.status === 'RAN' && node.conditionResult === false ? 'NOT_MET' : node.status;
}

/** What a node's condition gave: 'Condition held', 'Condition did not hold', or null when it has none. */
export function conditionText(result: boolean | null): string | null {
  if (result === null) return null;
  return result ? 'Condition held' : 'Condition did not hold';
}
