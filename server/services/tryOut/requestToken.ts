import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a request id of an asynchronous call can be polled. */
export const REQUEST_ID_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Signs request ids; each server process has its own key, so ids do not outlive a restart. */
const KEY = randomBytes(32);

export interface RequestBinding {
  orgId: string;
  environment: string;
  serviceId: string;
  inputs: Readonly<Record<string, unknown>>;
}

/** The inputs in a stable order (keys sorted, absent and empty values dropped). */
function canonicalInputs(inputs: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(inputs)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

function signature(binding: RequestBinding, startedAt: number): string {
  return createHmac('sha256', KEY)
    .update(JSON.stringify([binding.orgId, binding.environment, binding.serviceId, canonicalInputs(binding.inputs), startedAt]))
    .digest('base64url')
    .slice(0, 22);
}

/** A request id that carries when the call started and is bound to its organisation, environment, service and inputs. */
export function issueRequestId(binding: RequestBinding, startedAt: number): string {
  return `vreq_${startedAt.toString(36)}_${signature(binding, startedAt)}`;
}

export type RequestIdCheck = { valid: true; startedAt: number } | { valid: false; problem: string };

/** Reads a request id issued for the same binding; answers when its call started. */
export function readRequestId(requestId: string, binding: RequestBinding, now: number): RequestIdCheck {
  const match = /^vreq_([0-9a-z]{1,12})_([A-Za-z0-9_-]{22})$/.exec(requestId);
  if (!match) return { valid: false, problem: 'requestId is not a request id of this API' };
  const startedAt = Number.parseInt(match[1] ?? '', 36);
  const expected = Buffer.from(signature(binding, startedAt));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { valid: false, problem: 'requestId was not issued for these inputs in this organisation and environment (or the server restarted since); call the service again' };
  }
  if (now - startedAt > REQUEST_ID_LIFETIME_MS) return { valid: false, problem: 'requestId has expired; call the service again' };
  return { valid: true, startedAt };
}
