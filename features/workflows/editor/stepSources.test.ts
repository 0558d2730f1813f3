import { describe, expect, it } from 'vitest';
import { catalogueInputAttributes, catalogueSuppliers, loginFlow } from '~/fixtures';
import { addStep } from '../model/addStep';
import { alerts } from '../model/alerts';
import { findNode } from '../model/queries';
import { deletableKind, inputVariables, serviceOutputVariables, serviceStep, startOutputs } from './stepSources';

const emailRisk = catalogueSuppliers.find((s) => s.id === 'email-risk');

describe('step sources', () => {
  it('a chosen service becomes a node with its inputs unmapped, which raises an alert', () => {
    if (!emailRisk) throw new Error('fixture missing');
    const { flow, nodeId } = addStep(loginFlow(), serviceStep(emailRisk), { column: 1 });
    const node = findNode(flow, nodeId)?.node;
    expect(node?.supplierId).toBe('email-risk');
    expect(node?.inputs?.map((i) => [i.key, i.isOptional, i.location])).toEqual([['email', false, '..']]);
    expect(node?.outputs?.length).toBe(emailRisk.outputParameters.length);
    expect(alerts(flow).map((a) => a.nodeId)).toEqual([nodeId]);
  });

  it('keeps the allowed values of a service output, so a condition on it offers them', () => {
    const pan = catalogueSuppliers.find((s) => s.id === 'pan-verification');
    if (!pan) throw new Error('fixture missing');
    const { flow, nodeId } = addStep(loginFlow(), serviceStep(pan), { column: 1 });
    const outputs = findNode(flow, nodeId)?.node.outputs ?? [];
    expect(outputs.find((o) => o.key === 'panType')?.allowedValues).toContain('COMPANY');
    expect(outputs.find((o) => o.key === 'name')).not.toHaveProperty('allowedValues');
  });

  it('keeps the allowed values of an input attribute on the start step, so a condition on it offers them', () => {
    const outputs = startOutputs(catalogueInputAttributes);
    expect(outputs.find((o) => o.key === 'platform')?.allowedValues).toEqual(['ANDROID', 'IOS', 'WEB']);
    expect(outputs.find((o) => o.key === 'email')).not.toHaveProperty('allowedValues');
  });

  it('offers the input attributes under the start id and outputs of earlier services only', () => {
    const flow = loginFlow();
    const inputs = inputVariables(flow, catalogueInputAttributes);
    expect(inputs[0]?.location).toMatch(/^input\.start_[a-z0-9]+\./);
    expect(serviceOutputVariables(flow, 'device-intelligence__g8d1')).toEqual([]);
    const endId = flow.columns[2]?.nodes[0]?.id ?? '';
    expect(serviceOutputVariables(flow, endId).some((v) => v.location.startsWith('source.ip-intelligence__g8i1.'))).toBe(true);
  });

  it('names steps for the delete confirmation', () => {
    const flow = loginFlow();
    const kinds = flow.columns.flatMap((c) => c.nodes).map(deletableKind);
    expect(kinds).toContain('service');
    expect(kinds).toContain('end state');
  });
});
