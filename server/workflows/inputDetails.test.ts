import { describe, expect, it } from 'vitest';
import { inputDetails } from './inputDetails';
import { sampleFlow, TEST_START_ID, twoServiceFlow } from './testFlows';

describe('inputDetails', () => {
  it('lists the input keys the flow reads, required when a mandatory service input needs them', () => {
    expect(inputDetails(sampleFlow())).toEqual({
      inputParameters: [
        { key: 'pan', displayName: 'PAN', type: 'STRING', format: 'TEXT', required: true },
        { key: 'fullName', displayName: 'Full Name', type: 'STRING', format: 'TEXT', required: false },
      ],
      awaitedKeys: [],
    });
  });

  it('adds keys read by conditions, and takes names from the service input when the start node lacks them', () => {
    const flow = twoServiceFlow();
    const accept = flow.columns[3]?.nodes[1];
    if (accept) accept.conditions = [{ and: [{ eq: [{ obj: `input.${TEST_START_ID}.countryCode` }, { const: 'IN' }] }] }];
    const keys = inputDetails(flow).inputParameters.map((p) => [p.key, p.displayName, p.required]);
    expect(keys).toEqual([
      ['pan', 'PAN', true],
      ['fullName', 'Full Name', false],
      ['accountNumber', 'Account Number', true],
      ['ifsc', 'IFSC', true],
      ['countryCode', 'countryCode', false],
    ]);
  });

  it('lists awaited keys apart', () => {
    const flow = twoServiceFlow();
    flow.columns.splice(2, 0, {
      id: 'column_w1',
      nodes: [{ id: 'bank_details_w1', kind: 'AWAIT', name: 'Bank details', awaits: [{ nodeName: 'Input', values: ['accountNumber', 'ifsc'] }], columnPosition: 2, nodePosition: 0 }],
    });
    const details = inputDetails(flow);
    expect(details.awaitedKeys).toEqual(['accountNumber', 'ifsc']);
    expect(details.inputParameters.map((p) => p.key)).toEqual(['pan', 'fullName']);
  });
});
