import { describe, expect, it } from 'vitest';
import { onboardingFlow, loanRiskFlow, payoutFlow } from '~/fixtures/workflowsData';
import { addBranchStep } from './addBranchStep';
import { addStep } from './addStep';
import { alerts, ALERT_ACTION, ALERT_TEXT, isTagIncomplete, serviceStatus } from './alerts';
import { emptyFlow } from './emptyFlow';
import { findNode } from './queries';
import { setNodeConditions } from './setNodeConditions';
import { ID, sampleFlow } from './__tests__/sampleFlow';
import { MOBILE, PAN, service, tag } from './__tests__/steps';

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
    expect(alerts(flow)).toEqual([{ nodeId, name: 'PAN Verification', reasons: ['unmappedInput'] }]);
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
    expect(alerts(flow)).toContainEqual({ nodeId: tagged.nodeId, name: 'High Risk', reasons: ['tagConditions', 'tagBranchChoice', 'tagBranchA', 'tagBranchB'] });
    flow = setNodeConditions(flow, tagged.nodeId, { eq: [{ obj: 'source.mobile-risk__m.riskLevel' }, { const: 'HIGH' }] });
    flow = addBranchStep(flow, tagged.nodeId, 'A', service(PAN), () => 'a').flow;
    expect(alerts(flow).find((a) => a.nodeId === tagged.nodeId)?.reasons).toEqual(['tagBranchB']);
  });

  it('counts a tag as incomplete while it has 2 or fewer children', () => {
    const flow = sampleFlow();
    // The sample's tag has its branch A child and the reject end state: 2 children.
    expect(isTagIncomplete(flow, ID.tag)).toBe(true);
    const third = addBranchStep(flow, ID.tag, 'B', service({ id: 'email-risk', displayName: 'Email Risk' }), () => 'b').flow;
    expect(isTagIncomplete(third, ID.tag)).toBe(false);
    expect(isTagIncomplete(loanRiskFlow(), 'high_risk_r5t1')).toBe(false);
  });
});
