import type { components } from '~/contract';

type Flow = components['schemas']['WorkflowObject'];
type Node = components['schemas']['WorkflowNode'];

/** Test helpers: small flows that follow the flow rules, to copy and break in tests. */
export const TEST_START_ID = 'start_ghdvng';
export const TEST_PAN_NODE = 'pan-verification__a1b2';
export const TEST_BANK_NODE = 'bank-account-verification__c3d4';

export function panNode(overrides: Partial<Node> = {}): Node {
  return {
    id: TEST_PAN_NODE,
    kind: 'source',
    name: 'PAN Verification',
    supplierId: 'pan-verification',
    dependencies: [],
    conditions: [],
    columnPosition: 1,
    nodePosition: 0,
    inputs: [
      { key: 'pan', displayName: 'PAN Number', type: 'STRING', format: 'TEXT', location: `input.${TEST_START_ID}.pan`, locationKind: 'input', locationId: TEST_START_ID, locationType: 'pan', isStatic: false, optionality: 'REQUIRED', isOptional: false },
      { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', location: `input.${TEST_START_ID}.fullName`, locationKind: 'input', locationId: TEST_START_ID, locationType: 'fullName', isStatic: false, optionality: 'OPTIONAL', isOptional: true },
      { key: 'dob', displayName: 'Date of Birth', type: 'NUMBER', format: 'DATE', location: '..', locationKind: '', isStatic: false, optionality: 'OPTIONAL', isOptional: true },
    ],
    outputs: [
      { key: 'status', displayName: 'Status', type: 'STRING', format: 'TEXT', allowedValues: ['OK', 'FAILED', 'NO_RECORD_FOUND'] },
      { key: 'name', displayName: 'Name on PAN', type: 'STRING', format: 'TEXT' },
    ],
    ...overrides,
  };
}

export function startNode(): Node {
  return {
    id: TEST_START_ID,
    kind: 'START',
    name: 'Input',
    columnPosition: 0,
    nodePosition: 0,
    outputs: [
      { key: 'pan', displayName: 'PAN', type: 'STRING', format: 'TEXT' },
      { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT' },
      { key: 'accountNumber', displayName: 'Account Number', type: 'STRING', format: 'TEXT' },
    ],
  };
}

/** Start → PAN check → end (reject on no record, accept on OK). */
export function sampleFlow(): Flow {
  return {
    columns: [
      { id: 'column_0', nodes: [startNode()] },
      { id: 'column_a1', metadata: { kind: 'source' }, nodes: [panNode()] },
      {
        id: 'column_end',
        metadata: { kind: 'end' },
        nodes: [
          { id: 'reject_e1', kind: 'end_rejected', name: 'Reject', dependencies: [TEST_PAN_NODE], columnPosition: 2, nodePosition: 0, conditions: [{ eq: [{ obj: `source.${TEST_PAN_NODE}.status` }, { const: 'NO_RECORD_FOUND' }] }] },
          { id: 'accept_e1', kind: 'end_accepted', name: 'Accept', dependencies: [TEST_PAN_NODE], columnPosition: 2, nodePosition: 1, conditions: [{ eq: [{ obj: `source.${TEST_PAN_NODE}.status` }, { const: 'OK' }] }] },
        ],
      },
    ],
  };
}

/** Start → PAN → bank account (when PAN is OK, name from PAN) → end. */
export function twoServiceFlow(): Flow {
  const flow = sampleFlow();
  const bank: Node = {
    id: TEST_BANK_NODE,
    kind: 'source',
    name: 'Bank Account Verification',
    supplierId: 'bank-account-verification',
    dependencies: [TEST_PAN_NODE],
    conditions: [{ eq: [{ obj: `source.${TEST_PAN_NODE}.status` }, { const: 'OK' }] }],
    columnPosition: 2,
    nodePosition: 0,
    inputs: [
      { key: 'accountNumber', displayName: 'Account Number', type: 'STRING', location: `input.${TEST_START_ID}.accountNumber`, locationKind: 'input', optionality: 'REQUIRED', isOptional: false },
      { key: 'ifsc', displayName: 'IFSC', type: 'STRING', location: `input.${TEST_START_ID}.ifsc`, locationKind: 'input', optionality: 'REQUIRED', isOptional: false },
      { key: 'fullName', displayName: 'Full Name', type: 'STRING', location: `source.${TEST_PAN_NODE}.name`, locationKind: 'source', optionality: 'OPTIONAL', isOptional: true },
    ],
    outputs: [{ key: 'status' }, { key: 'nameMatchScore', type: 'NUMBER' }],
  };
  const end = flow.columns[2];
  if (!end) throw new Error('sampleFlow has an end column');
  return {
    columns: [
      flow.columns[0] as Flow['columns'][number],
      flow.columns[1] as Flow['columns'][number],
      { id: 'column_b2', metadata: { kind: 'source' }, nodes: [bank] },
      { ...end, nodes: end.nodes.map((node) => ({ ...node, columnPosition: 3 })) },
    ],
  };
}
