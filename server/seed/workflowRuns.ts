import type { components } from '~/contract';
import { compileFlow, execute, FINISHED_OUTCOMES } from '../engine';
import { findService } from '../services/catalogue';
import type { ServiceCaller } from '../engine/serviceCaller';
import type { Flow } from './workflowFlows';

/**
 * Seeded transactions run through the real decision engine (conditions, functions, order of
 * execution, traces with the deciding comparisons). The services answer what each seeded scenario
 * recorded for them, so that the demo data tells the story it was written for; a service without a
 * recorded answer fails.
 */

type Trace = components['schemas']['TransactionNodeTrace'];
type Outcome = components['schemas']['TransactionOutcome'];
type Values = Record<string, unknown>;
type ServiceStatus = 'OK' | 'FAILED' | 'NO_RECORD_FOUND';

/** Entries of the seeded block lists the seeded conditions name (mirrors the lists seed). */
const SEEDED_LIST_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  bl_fraud_pans: ['ABCPF1234K', 'QWERT6789Z', 'ZXCVB1357M', 'LKJHG2468P'],
  bl_risky_devices: ['dev-9f2c1a', 'dev-77b0e4'],
};

export interface SimulatedRun {
  outcome: Outcome;
  reason: string | null;
  nodes: Trace[];
  awaitedKeys: string[];
  durationMs: number | null;
  /** Service calls made (a free call each in test mode). */
  serviceCalls: number;
  creditsLive: number;
}

const isStatus = (value: unknown): value is ServiceStatus => value === 'OK' || value === 'FAILED' || value === 'NO_RECORD_FOUND';

/**
 * Runs the flow over `data` with the engine, each service answering `answers[supplierId]`.
 * `seed` varies the services' response times deterministically.
 */
export async function simulateRun(flow: Flow, data: Values, answers: Readonly<Record<string, Values>>, seed: number): Promise<SimulatedRun> {
  const compiled = compileFlow(flow);
  if (!compiled.ok) throw new Error(`seed: the engine refuses a seeded flow: ${compiled.problem}`);
  let now = Date.UTC(2025, 0, 1);
  let calls = 0;
  const services: ServiceCaller = {
    async call(serviceId) {
      calls += 1;
      now += 180 + ((seed * 131 + calls * 977) % 360);
      const outputs = answers[serviceId];
      if (!outputs) return { state: 'done', status: 'FAILED', outputs: {}, reason: `The seed recorded no answer for ${serviceId}` };
      const status = isStatus(outputs.status) ? outputs.status : 'OK';
      return { state: 'done', status, outputs, reason: null };
    },
  };
  const state = await execute(compiled.flow, data, {
    services,
    lists: { listed: async (probes) => probes.map((probe) => (SEEDED_LIST_ENTRIES[probe.listId] ?? []).some((entry) => entry.toLowerCase() === probe.value.trim().toLowerCase())) },
    clock: () => now,
    environment: 'test',
    transactionId: `txn_seed_${seed}`,
  });
  return {
    outcome: state.outcome,
    reason: state.reason,
    nodes: state.trace,
    awaitedKeys: state.awaitedKeys,
    durationMs: FINISHED_OUTCOMES.has(state.outcome) ? Math.round(state.durationMs) : null,
    serviceCalls: state.servicesCalled.length,
    creditsLive: state.servicesCalled.reduce((sum, id) => sum + (findService(id)?.price ?? 0), 0),
  };
}
