import type { components } from '~/contract';

type Flow = components['schemas']['WorkflowObject'];
type Node = components['schemas']['WorkflowNode'];
type Input = NonNullable<Node['inputs']>[number];

/** Flows over the real sandbox services, for server tests, the seed check and the bench. */
export const KYC_START = 'start_kyc1';
export const KYC_PAN = 'pan-verification__p1';
export const KYC_MOBILE = 'mobile-risk__m1';
export const KYC_TAG = 'trusted_t1';
export const KYC_FAST_TRACK = 'fast_track_t2';
export const KYC_AWAIT = 'selfie_await_a1';

const fromInput = (start: string, key: string, required = true): Input => ({
  key,
  location: `input.${start}.${key}`,
  locationKind: 'input',
  locationId: start,
  locationType: key,
  isStatic: false,
  optionality: required ? 'REQUIRED' : 'OPTIONAL',
  isOptional: !required,
});
const ref = (obj: string) => ({ obj });
const c = (value: string | number | boolean) => ({ const: value });

/**
 * PAN and mobile risk → tag "Trusted" (name match ≥ 80 and risk not HIGH) with two branches:
 * A (trusted) a "Fast track" tag, B (not trusted) an await for a selfie score → reject (no PAN
 * record, or selfie score under 50), manual review (not trusted), accept (PAN OK and trusted).
 */
export function kycFlow(): Flow {
  const node = (fields: Node): Node => ({ dependencies: [], conditions: [], ...fields });
  return {
    columns: [
      {
        id: 'column_0',
        metadata: { kind: 'start' },
        nodes: [
          {
            id: KYC_START,
            kind: 'START',
            name: 'Input',
            columnPosition: 0,
            nodePosition: 0,
            outputs: [
              { key: 'pan', displayName: 'PAN', type: 'STRING', format: 'TEXT' },
              { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT' },
              { key: 'phoneNumber', displayName: 'Phone Number', type: 'STRING', format: 'MOBILE' },
              { key: 'selfieScore', displayName: 'Selfie Score', type: 'NUMBER', format: 'TEXT' },
            ],
          },
        ],
      },
      {
        id: 'column_checks',
        metadata: { kind: 'source' },
        nodes: [
          node({ id: KYC_PAN, kind: 'source', name: 'PAN Verification', supplierId: 'pan-verification', columnPosition: 1, nodePosition: 0, inputs: [fromInput(KYC_START, 'pan'), fromInput(KYC_START, 'fullName', false)] }),
          node({ id: KYC_MOBILE, kind: 'source', name: 'Mobile Risk', supplierId: 'mobile-risk', columnPosition: 1, nodePosition: 1, inputs: [fromInput(KYC_START, 'phoneNumber')] }),
        ],
      },
      {
        id: 'column_tag',
        metadata: { kind: 'tag' },
        nodes: [
          node({
            id: KYC_TAG,
            kind: 'tag',
            name: 'Trusted',
            color: 'green',
            dependencies: [KYC_PAN, KYC_MOBILE],
            columnPosition: 2,
            nodePosition: 0,
            conditions: [{ and: [{ gte: [ref(`source.${KYC_PAN}.nameMatchScore`), c(80.000001)] }, { not: [ref(`source.${KYC_MOBILE}.riskLevel`), c('HIGH')] }] }],
          }),
        ],
      },
      {
        id: 'column_branches',
        metadata: { kind: 'branch', parentID: KYC_TAG },
        nodes: [
          node({ id: KYC_FAST_TRACK, kind: 'tag', name: 'Fast track', color: 'orange', dependencies: [KYC_TAG], columnPosition: 3, nodePosition: 0, conditions: [{ eq: [ref(`tag.${KYC_TAG}.status`), c('OK')] }] }),
          node({
            id: KYC_AWAIT,
            kind: 'AWAIT',
            name: 'Selfie',
            dependencies: [KYC_TAG],
            columnPosition: 3,
            nodePosition: 1,
            conditions: [{ eq: [ref(`tag.${KYC_TAG}.status`), c('FAILED')] }],
            awaits: [{ nodeName: KYC_START, values: ['selfieScore'] }],
          }),
        ],
      },
      {
        id: 'column_end',
        metadata: { kind: 'end' },
        nodes: [
          node({
            id: 'reject_k1',
            kind: 'end_rejected',
            name: 'Reject',
            columnPosition: 4,
            nodePosition: 0,
            conditions: [{ or: [{ eq: [ref(`source.${KYC_PAN}.status`), c('NO_RECORD_FOUND')] }, { lt: [ref(`input.${KYC_START}.selfieScore`), c(50.000001)] }] }],
          }),
          node({ id: 'manual_review_k1', kind: 'end_manual_review', name: 'Manual review', columnPosition: 4, nodePosition: 1, conditions: [{ eq: [ref(`tag.${KYC_TAG}.status`), c('FAILED')] }] }),
          node({
            id: 'accept_k1',
            kind: 'end_accepted',
            name: 'Accept',
            columnPosition: 4,
            nodePosition: 2,
            conditions: [{ and: [{ eq: [ref(`source.${KYC_PAN}.status`), c('OK')] }, { eq: [ref(`tag.${KYC_FAST_TRACK}.status`), c('OK')] }] }],
          }),
        ],
      },
    ],
  };
}

/** Data that the sandbox answers with a trusted applicant (accepted), and one whose mobile number is high risk (awaits a selfie score). */
export const TRUSTED_APPLICANT = { pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma', phoneNumber: '+919876543210' };
export const RISKY_APPLICANT = { pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma', phoneNumber: '+919876500000' };

/** Five sandbox services side by side (PAN, mobile risk, e-mail risk, IP intelligence, IFSC), then the three end states: the end-to-end bench's flow. */
export function fiveServiceFlow(): Flow {
  const start = 'start_bench1';
  const service = (id: string, supplierId: string, name: string, position: number, inputs: Input[]): Node => ({
    id,
    kind: 'source',
    name,
    supplierId,
    dependencies: [],
    conditions: [],
    columnPosition: 1,
    nodePosition: position,
    inputs,
  });
  const status = (id: string, value: string) => ({ eq: [ref(`source.${id}.status`), c(value)] });
  return {
    columns: [
      {
        id: 'column_0',
        nodes: [
          {
            id: start,
            kind: 'START',
            name: 'Input',
            columnPosition: 0,
            nodePosition: 0,
            outputs: ['pan', 'fullName', 'phoneNumber', 'email', 'ipAddress', 'ifsc'].map((key) => ({ key, type: 'STRING' as const, format: 'TEXT' as const })),
          },
        ],
      },
      {
        id: 'column_checks',
        nodes: [
          service('pan-verification__b1', 'pan-verification', 'PAN Verification', 0, [fromInput(start, 'pan'), fromInput(start, 'fullName', false)]),
          service('mobile-risk__b2', 'mobile-risk', 'Mobile Risk', 1, [fromInput(start, 'phoneNumber')]),
          service('email-risk__b3', 'email-risk', 'Email Risk', 2, [fromInput(start, 'email')]),
          service('ip-intelligence__b4', 'ip-intelligence', 'IP Intelligence', 3, [fromInput(start, 'ipAddress')]),
          service('ifsc-lookup__b5', 'ifsc-lookup', 'IFSC Lookup', 4, [fromInput(start, 'ifsc')]),
        ],
      },
      {
        id: 'column_end',
        nodes: [
          { id: 'reject_b1', kind: 'end_rejected', name: 'Reject', columnPosition: 2, nodePosition: 0, conditions: [status('pan-verification__b1', 'NO_RECORD_FOUND')] },
          { id: 'manual_review_b1', kind: 'end_manual_review', name: 'Manual review', columnPosition: 2, nodePosition: 1, conditions: [{ eq: [ref('source.mobile-risk__b2.riskLevel'), c('HIGH')] }] },
          {
            id: 'accept_b1',
            kind: 'end_accepted',
            name: 'Accept',
            columnPosition: 2,
            nodePosition: 2,
            conditions: [{ and: [status('pan-verification__b1', 'OK'), status('email-risk__b3', 'OK'), status('ip-intelligence__b4', 'OK'), status('ifsc-lookup__b5', 'OK')] }],
          },
        ],
      },
    ],
  };
}

export const FIVE_SERVICE_DATA = { ...TRUSTED_APPLICANT, email: 'ravi.sharma@example.com', ipAddress: '203.0.113.24', ifsc: 'SBIN0001234' };
