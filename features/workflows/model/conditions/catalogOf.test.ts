import { describe, expect, it } from 'vitest';
import { ID, sampleFlow } from '../__tests__/sampleFlow';
import { emptyFlow } from '../emptyFlow';
import { catalogOf } from './catalogOf';

describe('catalogOf', () => {
  it('offers the start input attributes, each service output and each tag status', () => {
    const flow = sampleFlow();
    const start = emptyFlow([{ key: 'loanAmount', displayName: 'Loan Amount', type: 'NUMBER', format: 'TEXT' }]).columns[0]?.nodes[0];
    if (flow.columns[0] && start) flow.columns[0].nodes = [start];
    const catalog = catalogOf(flow);
    expect(catalog.input).toEqual([{ key: 'loanAmount', label: 'Loan Amount', dataType: 'NUMBER', format: 'TEXT' }]);
    expect(catalog.source.map((entity) => entity.id)).toEqual([ID.pan, ID.bank, ID.mobile, ID.match]);
    expect(catalog.source[0]?.attributes).toEqual([
      { key: 'status', label: 'Status', dataType: 'STRING' },
      { key: 'name', label: 'Name on PAN', dataType: 'STRING' },
    ]);
    expect(catalog.tag).toEqual([{ id: ID.tag, label: 'High Risk', attributes: [{ key: 'status', label: 'Status', dataType: 'STRING', allowedValues: ['OK', 'FAILED'] }] }]);
  });
});
