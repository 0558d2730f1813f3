import { describe, expect, it } from 'vitest';
import { loanRiskFlow, onboardingFlow, payoutFlow } from '~/fixtures/workflowsData';
import { conditionSentence, conditionText, stepAction } from './conditionSentence';
import { findNode } from './queries';
import type { Flow, FlowNode } from './types';

const node = (flow: Flow, id: string): FlowNode => {
  const found = findNode(flow, id)?.node;
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('conditionSentence', () => {
  it('reads a service condition with the referenced step by name', () => {
    const flow = onboardingFlow(1);
    expect(conditionSentence(node(flow, 'bank-account-verification__k3b2'), flow)).toBe('Run Bank Account Verification when PAN Verification.status equals OK');
  });

  it('reads and-groups, or-groups, lists and integer constants of the end states', () => {
    const flow = onboardingFlow(1);
    expect(conditionSentence(node(flow, 'accept_k3e1'), flow)).toBe(
      'Accept when PAN Verification.status equals OK and Bank Account Verification.nameMatchScore is at least 80',
    );
    expect(conditionSentence(node(flow, 'reject_k3e1'), flow)).toBe(
      'Reject when Input.pan is on the list bl_fraud_pans or PAN Verification.status equals NO_RECORD_FOUND or Bank Account Verification.status equals NO_RECORD_FOUND',
    );
    expect(conditionSentence(node(flow, 'manual_review_k3e1'), flow)).toBe('Send to Manual Review when Bank Account Verification.nameMatchScore is less than 80');
  });

  it('puts nested groups in parentheses', () => {
    const flow = onboardingFlow(3);
    expect(conditionSentence(node(flow, 'reject_k3e1'), flow)).toBe(
      'Reject when (Input.pan is on the list bl_fraud_pans or PAN Verification.status equals NO_RECORD_FOUND or Bank Account Verification.status equals NO_RECORD_FOUND) or PAN Verification.panType does not equal INDIVIDUAL',
    );
  });

  it('reads tags, tag statuses and booleans', () => {
    const flow = loanRiskFlow();
    expect(conditionSentence(node(flow, 'high_risk_r5t1'), flow)).toBe('Apply the tag High Risk when Mobile Risk.riskLevel equals HIGH or Email Risk.isDisposable equals true');
    expect(conditionSentence(node(flow, 'ip-intelligence__r5i1'), flow)).toBe('Run IP Intelligence when High Risk.status equals OK');
  });

  it('reads awaits, and answers null for a step without a condition', () => {
    const flow = payoutFlow();
    expect(conditionSentence(node(flow, 'bank_details_p2w1'), flow)).toBe('Wait at Bank details when UPI Verification.status does not equal OK');
    expect(conditionSentence(node(flow, 'upi-verification__p2u1'), flow)).toBeNull();
    expect(stepAction(node(flow, 'upi-verification__p2u1'))).toBe('Run UPI Verification');
  });

  it('reads empty groups, comparisons with another attribute, raw lists and custom functions', () => {
    const flow = onboardingFlow(1);
    const pan = 'source.pan-verification__k3p9';
    expect(conditionText({ eq: [{ const: true }, { const: true }] }, flow)).toBe('always');
    expect(conditionText({ eq: [{ const: false }, { const: false }] }, flow)).toBe('never');
    expect(conditionText({ eq: [{ obj: `${pan}.name` }, { obj: 'input.start_ghdvng.fullName' }] }, flow)).toBe('PAN Verification.name equals Input.fullName');
    expect(conditionText({ in: [{ obj: `${pan}.panType` }, { const: ['INDIVIDUAL', 'HUF'] }] }, flow)).toBe('PAN Verification.panType is one of ["INDIVIDUAL","HUF"]');
    expect(conditionText({ eq: [{ call: ['functions.NameSimilarity', { obj: `${pan}.name` }, { obj: 'input.start_ghdvng.fullName' }, { const: 0.8 }] }, { const: true }] }, flow)).toBe(
      'NameSimilarity(PAN Verification.name, Input.fullName, 0.8) is true',
    );
    expect(conditionText({ eq: [{ obj: `${pan}.name` }, { const: '' }] }, flow)).toBe('PAN Verification.name equals empty');
  });

  it('names a step the flow no longer has by its id, and shows a shape the builder cannot show as JSON', () => {
    const flow = onboardingFlow(1);
    expect(conditionText({ eq: [{ obj: 'source.gone__x1.status' }, { const: 'OK' }] }, flow)).toBe('gone__x1.status equals OK');
    expect(conditionText({ eq: [{ const: 1 }, { obj: 'source.a.b' }] }, flow)).toBe('{"eq":[{"const":1},{"obj":"source.a.b"}]}');
  });
});
