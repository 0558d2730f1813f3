import { describe, expect, it } from 'vitest';
import { loanRiskFlow, onboardingFlow } from '~/fixtures/workflowsData';
import { flowLabels } from './flowLabels';

describe('flowLabels', () => {
  const labels = flowLabels(onboardingFlow(3));

  it('names a reference by its step and the attribute display name', () => {
    expect(labels.reference('source.name-match__k3n4.score')).toBe('Name Match · Score');
    expect(labels.reference('source.pan-verification__k3p9.status')).toBe('PAN Verification · Status');
    expect(labels.reference('input.start_ghdvng.pan')).toBe('Input · PAN Number');
    expect(flowLabels(loanRiskFlow()).reference('tag.high_risk_r5t1.status')).toBe('High Risk · Status');
  });

  it('keeps the key of an attribute the flow does not describe, and knows no reference to another flow', () => {
    expect(labels.reference('source.name-match__k3n4.unknownKey')).toBe('Name Match · unknownKey');
    expect(labels.reference('input.start_ghdvng.somethingElse')).toBe('Input · somethingElse');
    expect(labels.reference('source.elsewhere__x.score')).toBeNull();
    expect(labels.reference('not a reference')).toBeNull();
  });

  it('names steps as the canvas does and input attributes by their display name', () => {
    expect(labels.step('name-match__k3n4')).toBe('Name Match');
    expect(labels.step('reject_k3e1')).toBe('Reject');
    expect(labels.step('nowhere')).toBeNull();
    expect(labels.input('accountNumber')).toBe('Account Number');
    expect(labels.input('unknown')).toBeNull();
  });

  it("names a step's own input and output keys by their display names", () => {
    expect(labels.field('pan-verification__k3p9', 'pan', 'input')).toBe('PAN Number');
    expect(labels.field('pan-verification__k3p9', 'panType', 'output')).toBe('Holder Type');
    expect(labels.field('name-match__k3n4', 'score', 'output')).toBe('Score');
    expect(labels.field('pan-verification__k3p9', 'unknownKey', 'output')).toBeNull();
    expect(labels.field('nowhere', 'pan', 'input')).toBeNull();
    // The Input step's values are the flow's own inputs.
    expect(labels.field('start_ghdvng', 'accountNumber', 'input')).toBe('Account Number');
  });
});
