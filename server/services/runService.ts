import { findService, type ServiceDefinition } from './catalogue';
import { invalid, type DoneOutcome, type ServiceInputs, type ServiceOutcome } from './behaviour/answer';
import { present } from './behaviour/inputs';
import { BEHAVIOURS } from './behaviour/registry';
import type { ServiceCallContext } from '../engine/serviceCaller';

/** Inputs the caller must send: required ones the platform does not fill itself (consent texts, polling ids). */
export const callerRequiredInputs = (service: ServiceDefinition) => service.inputs.filter((input) => input.optionality === 'REQUIRED' && !input.isHiddenOnPlatform);

/** Every declared output present (null when the answer has none), and `status` equal to the answer's status. */
function withEveryOutput(service: ServiceDefinition, outcome: DoneOutcome): DoneOutcome {
  const outputs: Record<string, unknown> = {};
  for (const output of service.outputs) outputs[output.key] = outcome.outputs[output.key] ?? null;
  outputs.status = outcome.status;
  return { ...outcome, outputs };
}

/**
 * Runs a sandbox service: unknown ids and missing required inputs answer FAILED with a reason
 * naming them; an unexpected error inside a behaviour answers FAILED rather than throwing.
 */
export async function runService(serviceId: string, inputs: ServiceInputs, context: ServiceCallContext): Promise<ServiceOutcome> {
  const service = findService(serviceId);
  const behaviour = BEHAVIOURS[serviceId];
  if (!service || !behaviour) return { ...invalid(`Unknown service ${serviceId}`), outputs: { status: 'FAILED' } };
  const missing = callerRequiredInputs(service).filter((input) => !present(inputs, input.key)).map((input) => input.key);
  if (missing.length) return withEveryOutput(service, invalid(`Missing required input${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`));
  let outcome: ServiceOutcome;
  try {
    outcome = await behaviour(inputs, context);
  } catch (error) {
    outcome = { state: 'done', status: 'FAILED', outputs: {}, reason: `The service failed: ${error instanceof Error ? error.message : String(error)}`, failure: 'source_unavailable' };
  }
  return outcome.state === 'pending' ? outcome : withEveryOutput(service, outcome);
}
