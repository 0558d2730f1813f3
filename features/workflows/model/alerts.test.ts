import { describe, expect, it } from 'vitest';
import { onboardingFlow, loanRiskFlow, payoutFlow } from '~/fixtures/workflowsData';
import { addBranchStep } from './addBranchStep';
import { addStep } from './addStep';
import { alerts, ALERT_ACTION, ALERT_TEXT, isTagIncomplete, serviceStatus } from './alerts';
import { emptyFlow } from './emptyFlow';
import { findNode } from './queries';
import { setNodeConditions } from './setNodeConditions';
import { ID, sampleFlow } from './__tests__/sampleFlow';
import { BANK, MOBILE, PAN, service, tag } from './__tests__/steps';

describe('alerts', () => {
  it('uses the texts of section 2.11', () => {
    expect(ALERT_TEXT).toBe('Configuration is pending');
    expect(ALERT_ACTION).toBe('Take action');
  });

  it('finds none in the fixture workflows, whose inputs are mapped and whose tag has both branches', () => {
    expect(alerts(onboardingFlow(3))).toEqual([]);
    expect(alerts(loanRiskFlow())).toEqual([]);
    expect(alerts(payoutFlow())).toEqual([]);
  });

  it('alerts a service with a required input at ".." that is neither static nor optional', () => {
    const { flow, nodeId } = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, () => 'a1');
    expect(alerts(flow)).toEqual([{ nodeId, name: 'PAN Verification', reasons: ['unmappedInput'], details: ["Required input 'PAN Number' is not mapped"] }]);
    expect(serviceStatus(findNode(flow, nodeId)!.node)).toBe('warning');
    const inputs = findNode(flow, nodeId)!.node.inputs!;
    const onlyOptionalLeft = inputs.map((input) => (input.key === 'pan' ? { ...input, isStatic: true, staticValue: 'ABCPE1234F' } : input));
    const configured = { columns: flow.columns.map((c, i) => (i === 1 ? { ...c, nodes: [{ ...c.nodes[0]!, inputs: onlyOptionalLeft }] } : c)) };
    expect(alerts(configured)).toEqual([]);
    expect(serviceStatus(configured.columns[1]!.nodes[0]!)).toBe('ok');
  });

  it('alerts a tag without conditions, without a branch chosen, or without a branch A or B child', () => {
    let flow = addStep(emptyFlow(), service(MOBILE), { newColumnAfter: 0 }, () => 'm').flow;
    const tagged = addStep(flow, tag('High Risk'), { newColumnAfter: 1 }, () => 't');
    flow = tagged.flow;
    expect(alerts(flow)).toContainEqual({
      nodeId: tagged.nodeId,
      name: 'High Risk',
      reasons: ['tagConditions', 'tagBranchChoice', 'tagBranchA', 'tagBranchB'],
      details: ['The tag has no condition', 'No branch is chosen to run when the condition holds', 'Branch A has no step', 'Branch B has no step'],
    });
    flow = setNodeConditions(flow, tagged.nodeId, { eq: [{ obj: 'source.mobile-risk__m.riskLevel' }, { const: 'HIGH' }] });
    flow = addBranchStep(flow, tagged.nodeId, 'A', service(PAN), () => 'a').flow;
    expect(alerts(flow).find((a) => a.nodeId === tagged.nodeId)).toMatchObject({ reasons: ['tagBranchB'], details: ['Branch B has no step'] });
  });

  it('names every unmapped required input of a service', () => {
    const { flow, nodeId } = addStep(emptyFlow(), service(BANK), { newColumnAfter: 0 }, () => 'b1');
    expect(alerts(flow).find((a) => a.nodeId === nodeId)?.details).toEqual(["Required inputs 'Account Number', 'IFSC' are not mapped"]);
  });

  it('reports the branch choice pending while a branch step lost its status comparison', () => {
    const cleared = setNodeConditions(addBranchStep(sampleFlow(), ID.tag, 'B', service({ id: 'email-risk', displayName: 'Email Risk' }), () => 'b').flow, ID.match, null);
    expect(alerts(cleared).find((a) => a.nodeId === ID.tag)?.reasons).toEqual(['tagBranchChoice']);
  });

  it('counts a tag as incomplete while its configuration is pending, not by its number of children (issue 15)', () => {
    const flow = sampleFlow();
    // The sample's tag has no branch B child yet.
    expect(isTagIncomplete(flow, ID.tag)).toBe(true);
    const both = addBranchStep(flow, ID.tag, 'B', service({ id: 'email-risk', displayName: 'Email Risk' }), () => 'b').flow;
    expect(isTagIncomplete(both, ID.tag)).toBe(false);
    // A finished tag with one step under each branch and nothing else depending on it: no warning.
    let two = addStep(emptyFlow(), service(MOBILE), { newColumnAfter: 0 }, () => 'm').flow;
    two = addStep(two, tag('Risk'), { newColumnAfter: 1 }, () => 't').flow;
    two = setNodeConditions(two, 'risk_t', { eq: [{ obj: 'source.mobile-risk__m.riskLevel' }, { const: 'HIGH' }] });
    two = addBranchStep(two, 'risk_t', 'A', service(PAN), () => 'a').flow;
    two = addBranchStep(two, 'risk_t', 'B', service(BANK), () => 'b').flow;
    expect(isTagIncomplete(two, 'risk_t')).toBe(false);
    expect(isTagIncomplete(loanRiskFlow(), 'high_risk_r5t1')).toBe(false);
  });
});
