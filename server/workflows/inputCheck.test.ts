import { describe, expect, it } from 'vitest';
import { inputCheck } from './inputCheck';
import { sampleFlow, twoServiceFlow } from './testFlows';

describe('inputCheck', () => {
  it('names the required inputs the data lacks (absent, null or empty) and nothing when all are there', () => {
    expect(inputCheck(twoServiceFlow(), { fullName: 'Ravi' })).toEqual({ missingInputs: ['pan', 'accountNumber', 'ifsc'], unknownInputs: [] });
    expect(inputCheck(twoServiceFlow(), { pan: 'ABCPE1234F', accountNumber: null, ifsc: '' })).toEqual({ missingInputs: ['accountNumber', 'ifsc'], unknownInputs: [] });
    expect(inputCheck(sampleFlow(), { pan: 'ABCPE1234F' })).toEqual({ missingInputs: [], unknownInputs: [] });
  });

  it('names the keys the workflow neither declares nor reads', () => {
    expect(inputCheck(sampleFlow(), { pan: 'ABCPE1234F', panNumber: 'x', fullName: 'Ravi' })).toEqual({ missingInputs: [], unknownInputs: ['panNumber'] });
  });

  it('does not ask up front for keys an await step collects later', () => {
    const flow = twoServiceFlow();
    flow.columns.splice(2, 0, {
      id: 'column_w1',
      nodes: [{ id: 'bank_details_w1', kind: 'AWAIT', name: 'Bank details', awaits: [{ nodeName: 'Input', values: ['accountNumber', 'ifsc'] }], columnPosition: 2, nodePosition: 0 }],
    });
    expect(inputCheck(flow, { pan: 'ABCPE1234F', ifsc: 'HDFC0001234' })).toEqual({ missingInputs: [], unknownInputs: [] });
  });
});
