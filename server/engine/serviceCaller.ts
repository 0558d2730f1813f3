import type { ServiceStatus } from '../catalogue/types';

/**
 * The port through which the decision engine calls a verification service: the engine owns it and
 * is handed a `ServiceCaller`; `server/services` implements it over the catalogue. Sandbox services are
 * deterministic: the same inputs (and, for asynchronous services, the same elapsed time) give the
 * same answer, so a poll simply calls again with the original `startedAt`.
 */
export interface ServiceCallContext {
  environment: 'test' | 'live';
  /** The transaction the call belongs to. */
  transactionId: string;
  /** When this node's first call was made (epoch ms); equals `now` on the first call. */
  startedAt: number;
  /** The engine's clock (epoch ms). */
  now: number;
  /** Aborted when the engine's time limit for the call runs out. */
  signal: AbortSignal;
}

export type ServiceAnswer =
  /** The check finished: `status` is also `outputs.status`. */
  | { state: 'done'; status: ServiceStatus; outputs: Record<string, unknown>; reason: string | null }
  /** An asynchronous service has not finished; call again at or after `readyAt` (epoch ms). */
  | { state: 'pending'; readyAt: number };

export interface ServiceCaller {
  /** Calls a service of the catalogue with resolved inputs (keys of its input definitions). Never throws for bad input: answers FAILED with a reason. */
  call(serviceId: string, inputs: Readonly<Record<string, unknown>>, context: ServiceCallContext): Promise<ServiceAnswer>;
}
