import { describe, expect, it } from 'vitest';
import { SERVICES, type ServiceDefinition } from '../catalogue';
import type { ServiceOutputDefinition } from '../catalogue';
import { runService } from '../runService';
import type { ServiceCallContext } from '../../engine/serviceCaller';
import type { ServiceOutcome } from './answer';
import { BEHAVIOURS } from './registry';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

function context(overrides: Partial<ServiceCallContext> = {}): ServiceCallContext {
  return { environment: 'test', transactionId: 'txn_test_values', startedAt: NOW, now: NOW, signal: new AbortController().signal, ...overrides };
}

/** Calls a service to its final answer: polls asynchronous ones a minute later, and aborts calls that hang. */
async function finalAnswer(service: ServiceDefinition, input: Readonly<Record<string, unknown>>): Promise<ServiceOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 50);
  try {
    const first = await runService(service.id, input, context({ signal: controller.signal }));
    if (first.state !== 'pending') return first;
    return await runService(service.id, input, context({ signal: controller.signal, now: NOW + 60_000 }));
  } finally {
    clearTimeout(timer);
  }
}

function matchesType(output: ServiceOutputDefinition, value: unknown): boolean {
  if (value === null) return true;
  if (output.format === 'LIST') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (output.type === 'INTERFACE') return typeof value === 'object';
  if (output.type === 'NUMBER') return typeof value === 'number' && Number.isFinite(value);
  if (output.type === 'BOOLEAN') return typeof value === 'boolean';
  return typeof value === 'string' && (!output.allowedValues || output.allowedValues.includes(value));
}

describe('sandbox service behaviours', () => {
  it('implement every service of the catalogue, and nothing else', () => {
    expect(Object.keys(BEHAVIOURS).sort()).toEqual(SERVICES.map((s) => s.id).sort());
  });

  for (const service of SERVICES) {
    describe(service.id, () => {
      for (const test of service.testValues) {
        it(`answers ${test.status} for "${test.description}"`, async () => {
          const answer = await finalAnswer(service, test.input);
          expect(answer.state).toBe('done');
          if (answer.state !== 'done') return;
          expect(answer.status, answer.reason ?? '').toBe(test.status);
          expect(answer.outputs.status).toBe(test.status);
          if (answer.status === 'OK') expect(answer.reason).toBeNull();
          else expect(answer.reason).toEqual(expect.any(String));
          for (const output of service.outputs) {
            expect(answer.outputs, `${service.id}.${output.key}`).toHaveProperty(output.key);
            expect(matchesType(output, answer.outputs[output.key]), `${service.id}.${output.key} = ${JSON.stringify(answer.outputs[output.key])}`).toBe(true);
          }
        });
      }

      it('answers the same outputs for the same inputs', async () => {
        for (const test of service.testValues) expect(await finalAnswer(service, test.input)).toEqual(await finalAnswer(service, test.input));
      });
    });
  }

  it('fills the outputs of an OK answer with values (beyond the ones the inputs leave out)', async () => {
    const nullable = new Set(['nameMatchScore', 'dobMatch']);
    for (const service of SERVICES.filter((s) => s.id !== 'document-ocr')) {
      const test = service.testValues.find((t) => t.status === 'OK');
      if (!test) continue;
      const answer = await finalAnswer(service, test.input);
      for (const output of service.outputs) {
        if (!nullable.has(output.key)) expect(answer.state === 'done' && answer.outputs[output.key], `${service.id}.${output.key}`).not.toBeNull();
      }
    }
  });
});
