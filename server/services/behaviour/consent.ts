import type { ServiceInputs } from './answer';
import { text } from './inputs';

/** Services that read personal records answer FAILED unless consent is Y; the reason, or null when it is. */
export function consentProblem(inputs: ServiceInputs): string | null {
  const consent = text(inputs, 'consent');
  if (consent === undefined || consent === '') return 'consent is required';
  if (consent.toUpperCase() !== 'Y') return 'consent must be Y: the customer did not consent to the check';
  return null;
}
