import type { components } from '~/contract';
import type { ServiceAnswer, ServiceCallContext, ServiceCaller } from '../serviceCaller';
import type { EngineContext } from '../execute';
import { START } from './scope';

type Flow = components['schemas']['WorkflowObject'];
type Node = components['schemas']['WorkflowNode'];
type Input = NonNullable<Node['inputs']>[number];

export const PAN = 'pan-verification__a1';
export const MOBILE = 'mobile-risk__b2';
export const TAG = 'trusted_t1';
export const BANK = 'bank-account-verification__c3';
export const AWAIT = 'await_selfie_d4';

const fromInput = (key: string, required = true): Input => ({ key, location: `input.${START}.${key}`, locationKind: 'input', optionality: required ? 'REQUIRED' : 'OPTIONAL', isOptional: !required });
const ref = (obj: string) => ({ obj });
const c = (value: unknown) => ({ const: value as string });

/**
 * Start → PAN and mobile risk → tag "trusted" (name match ≥ 80 and risk not HIGH) → branch A:
 * bank account check; branch B: await a selfie score → reject (PAN not found, or low selfie
 * score), manual review (not trusted), accept (PAN OK and trusted).
 */
export function fullFlow(): Flow {
  const node = (fields: Node): Node => ({ dependencies: [], conditions: [], ...fields });
  return {
    columns: [
      {
        id: 'column_0',
        nodes: [
          {
            id: START,
            kind: 'START',
            name: 'Input',
            columnPosition: 0,
            nodePosition: 0,
            outputs: [
              { key: 'pan', type: 'STRING' },
              { key: 'fullName', type: 'STRING' },
              { key: 'mobile', type: 'STRING' },
              { key: 'income', type: 'NUMBER' },
              { key: 'dob', type: 'NUMBER', format: 'DATE' },
              { key: 'selfieScore', type: 'NUMBER' },
            ],
          },
        ],
      },
      {
        id: 'column_services',
        nodes: [
          node({ id: MOBILE, kind: 'source', name: 'Mobile Risk', supplierId: 'mobile-risk', columnPosition: 1, nodePosition: 1, inputs: [fromInput('mobile')] }),
          node({ id: PAN, kind: 'source', name: 'PAN Verification', supplierId: 'pan-verification', columnPosition: 1, nodePosition: 0, inputs: [fromInput('pan'), fromInput('fullName', false)] }),
        ],
      },
      {
        id: 'column_tag',
        nodes: [
          node({
            id: TAG,
            kind: 'tag',
            name: 'Trusted',
            color: 'green',
            dependencies: [PAN, MOBILE],
            columnPosition: 2,
            nodePosition: 0,
            conditions: [{ and: [{ gte: [ref(`source.${PAN}.nameMatchScore`), c(80.000001)] }, { not: [ref(`source.${MOBILE}.riskLevel`), c('HIGH')] }] }],
          }),
        ],
      },
      {
        id: 'column_branches',
        nodes: [
          node({
            id: BANK,
            kind: 'source',
            name: 'Bank Account Verification',
            supplierId: 'bank-account-verification',
            dependencies: [TAG],
            columnPosition: 3,
            nodePosition: 0,
            conditions: [{ eq: [ref(`tag.${TAG}.status`), c('OK')] }],
            inputs: [
              { key: 'accountNumber', location: 'static..', isStatic: true, staticValue: '50100012345678', type: 'STRING', optionality: 'REQUIRED' },
              { key: 'fullName', location: `source.${PAN}.name`, locationKind: 'source', optionality: 'OPTIONAL' },
              { key: 'minScore', location: '..', isStatic: true, staticValue: 70.000001, type: 'NUMBER', optionality: 'OPTIONAL' },
            ],
          }),
          node({
            id: AWAIT,
            kind: 'AWAIT',
            name: 'Selfie',
            dependencies: [TAG],
            columnPosition: 3,
            nodePosition: 1,
            conditions: [{ eq: [ref(`tag.${TAG}.status`), c('FAILED')] }],
            awaits: [{ nodeName: START, values: ['selfieScore'] }],
          }),
        ],
      },
      {
        id: 'column_end',
        nodes: [
          node({ id: 'accept_e1', kind: 'end_accepted', name: 'Accept', columnPosition: 4, nodePosition: 0, conditions: [{ and: [{ eq: [ref(`source.${PAN}.status`), c('OK')] }, { eq: [ref(`tag.${TAG}.status`), c('OK')] }] }] }),
          node({ id: 'manual_review_e1', kind: 'end_manual_review', name: 'Manual review', columnPosition: 4, nodePosition: 1, conditions: [{ eq: [ref(`tag.${TAG}.status`), c('FAILED')] }] }),
          node({
            id: 'reject_e1',
            kind: 'end_rejected',
            name: 'Reject',
            columnPosition: 4,
            nodePosition: 2,
            conditions: [{ or: [{ eq: [ref(`source.${PAN}.status`), c('NO_RECORD_FOUND')] }, { lt: [ref(`input.${START}.selfieScore`), c(50.000001)] }] }],
          }),
        ],
      },
    ],
  };
}

export type FakeService = (inputs: Readonly<Record<string, unknown>>, context: ServiceCallContext) => ServiceAnswer | Promise<ServiceAnswer>;

/** A ServiceCaller over per-service functions; records every call. */
export function fakeServices(services: Record<string, FakeService>) {
  const calls: { serviceId: string; inputs: Record<string, unknown>; context: ServiceCallContext }[] = [];
  const caller: ServiceCaller = {
    async call(serviceId, inputs, context) {
      calls.push({ serviceId, inputs: { ...inputs }, context });
      const service = services[serviceId];
      if (!service) return { state: 'done', status: 'FAILED', outputs: {}, reason: `no such service ${serviceId}` };
      return service(inputs, context);
    },
  };
  return { caller, calls };
}

export const done = (status: 'OK' | 'FAILED' | 'NO_RECORD_FOUND', outputs: Record<string, unknown> = {}): ServiceAnswer => ({ state: 'done', status, outputs: { status, ...outputs }, reason: null });

/** Sandbox-like answers: PAN ABCPX9999X has no record; mobile numbers ending 0000 are high risk. */
export const standardServices: Record<string, FakeService> = {
  'pan-verification': ({ pan, fullName }) =>
    pan === 'ABCPX9999X' ? done('NO_RECORD_FOUND') : done('OK', { name: 'RAVI KUMAR SHARMA', nameMatchScore: fullName === 'Ravi Kumar Sharma' ? 100 : 40 }),
  'mobile-risk': ({ mobile }) => done('OK', { riskLevel: String(mobile).endsWith('0000') ? 'HIGH' : 'LOW' }),
  'bank-account-verification': () => done('OK', { accountExists: true }),
};

export function engineContext(caller: ServiceCaller, overrides: Partial<EngineContext> = {}): EngineContext {
  let now = Date.UTC(2026, 10, 24, 9);
  return {
    services: caller,
    lists: { listed: async (probes) => probes.map(() => false) },
    clock: () => now++,
    environment: 'test',
    transactionId: 'txn_test_1',
    serviceTimeoutMs: 1_000,
    ...overrides,
  };
}
