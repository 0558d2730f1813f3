import type { components } from '~/contract';
import type { ServiceOutcome } from '../behaviour/answer';

type Schemas = components['schemas'];
export type VerificationServiceError = Schemas['VerificationServiceError'];
export type VerificationServiceResult = Schemas['VerificationServiceResult'];

/** The refusal of document 3, section 8, when the free calls or credits ran out. */
export const CREDITS_EXHAUSTED: VerificationServiceError = {
  type: 'MERCHANT_CREDITS_EXHAUSTED',
  message: 'Credits for accessing the capability exhausted',
  description: 'Merchant does not have access to this service',
};

export type HttpAnswer =
  | { status: 200; body: VerificationServiceResult }
  | { status: 400; message: string }
  | { status: 422 | 503 | 504; body: VerificationServiceError };

/**
 * What a direct call answers for a service's outcome: 200 with the outputs (or PROCESSING), 422
 * when there is no record, 400 when the source refused the input, 503 when it failed and 504 when
 * it ran out of time.
 */
export function httpAnswer(outcome: ServiceOutcome, requestId: string, now: number): HttpAnswer {
  const timestamp = new Date(now).toISOString();
  if (outcome.state === 'pending') {
    return { status: 200, body: { requestId, timestamp, processingStatus: 'PROCESSING', retryAfterSeconds: Math.max(0, Math.ceil((outcome.readyAt - now) / 1000)) } };
  }
  if (outcome.status === 'OK') return { status: 200, body: { ...outcome.outputs, requestId, timestamp, processingStatus: 'COMPLETED', status: 'OK' } };
  if (outcome.status === 'NO_RECORD_FOUND') return { status: 422, body: { type: 'NO_RECORD_FOUND', message: 'Record Not Found', description: outcome.reason, requestId, status: 'NO_RECORD_FOUND' } };
  switch (outcome.failure) {
    case 'invalid_input':
      return { status: 400, message: outcome.reason };
    case 'source_unavailable':
      return { status: 503, body: { type: 'INTERNAL_SERVICE_UNAVAILABLE', message: 'The verification source is unavailable', description: outcome.reason, requestId, status: 'FAILED' } };
    case 'timeout':
      return { status: 504, body: { type: 'SERVICE_TIMEOUT', message: 'The verification source did not answer in time', description: outcome.reason, requestId, status: 'FAILED' } };
  }
}
