import type { ServiceAnswer, ServiceCallContext } from '../../engine/serviceCaller';

/** Why a FAILED answer failed: the input was wrong, the source failed, or the call ran out of time. */
export type FailureKind = 'invalid_input' | 'source_unavailable' | 'timeout';

export type DoneOutcome =
  | { state: 'done'; status: 'OK'; outputs: Record<string, unknown>; reason: null }
  | { state: 'done'; status: 'NO_RECORD_FOUND'; outputs: Record<string, unknown>; reason: string }
  | { state: 'done'; status: 'FAILED'; outputs: Record<string, unknown>; reason: string; failure: FailureKind };

/** A service's answer with the kind of failure kept (the direct call route maps it to an HTTP status). */
export type ServiceOutcome = DoneOutcome | Extract<ServiceAnswer, { state: 'pending' }>;

export type ServiceInputs = Readonly<Record<string, unknown>>;

/** The deterministic behaviour of one sandbox service. */
export type ServiceBehaviour = (inputs: ServiceInputs, context: ServiceCallContext) => ServiceOutcome | Promise<ServiceOutcome>;

export const ok = (outputs: Record<string, unknown>): DoneOutcome => ({ state: 'done', status: 'OK', outputs, reason: null });

export const noRecord = (reason: string, outputs: Record<string, unknown> = {}): DoneOutcome => ({ state: 'done', status: 'NO_RECORD_FOUND', outputs, reason });

export const invalid = (reason: string): DoneOutcome => ({ state: 'done', status: 'FAILED', outputs: {}, reason, failure: 'invalid_input' });

export const SOURCE_UNAVAILABLE = 'source unavailable';

export const sourceUnavailable = (): DoneOutcome => ({ state: 'done', status: 'FAILED', outputs: {}, reason: SOURCE_UNAVAILABLE, failure: 'source_unavailable' });

export const timedOut = (): DoneOutcome => ({ state: 'done', status: 'FAILED', outputs: {}, reason: 'timed out: the source did not answer within the time limit', failure: 'timeout' });
