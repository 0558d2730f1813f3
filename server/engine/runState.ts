import type { components } from '~/contract';

type Schemas = components['schemas'];
export type NodeTrace = Schemas['TransactionNodeTrace'];
export type NodeStatus = Schemas['TransactionNodeStatus'];
export type Outcome = Schemas['TransactionOutcome'];

/** An asynchronous service call that has not finished: polls call it again with the same start. */
export interface PendingCall {
  nodeId: string;
  startedAt: number;
  inputs: Record<string, unknown>;
  readyAt: number;
}

/**
 * Everything a transaction needs to go on later (resume, poll), as plain JSON: the route stores
 * it with the transaction and hands it back.
 */
export interface RunState {
  input: Record<string, unknown>;
  outputs: Record<string, Record<string, unknown>>;
  tags: Record<string, 'OK' | 'FAILED'>;
  statuses: Record<string, NodeStatus>;
  /** One entry per node reached, in the order they were reached. */
  trace: NodeTrace[];
  /** The node to run next: a column index and an index into that column's ordered nodes. */
  position: { column: number; node: number };
  pending: PendingCall | null;
  outcome: Outcome;
  reason: string | null;
  awaitedKeys: string[];
  /** Services whose call answered (what the run used), by supplier id, in call order. */
  servicesCalled: string[];
  /** Time spent running (waits for awaited values excluded), ms. */
  durationMs: number;
}

export const FINISHED_OUTCOMES: ReadonlySet<Outcome> = new Set(['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'ERROR']);

export function newRunState(input: Record<string, unknown>): RunState {
  return {
    input: { ...input },
    outputs: {},
    tags: {},
    statuses: {},
    trace: [],
    position: { column: 0, node: 0 },
    pending: null,
    outcome: 'PROCESSING',
    reason: null,
    awaitedKeys: [],
    servicesCalled: [],
    durationMs: 0,
  };
}
