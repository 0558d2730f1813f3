import { addBranchStep } from '../addBranchStep';
import { addStep } from '../addStep';
import { configureService } from '../configureService';
import { emptyFlow } from '../emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from '../ids';
import { setEndStates } from '../setEndStates';
import { setNodeConditions } from '../setNodeConditions';
import type { ConditionExpression, Flow, FlowNodeInput } from '../types';
import { BANK, MATCH, MOBILE, PAN, service, tag } from './steps';

export const ref = (obj: string) => ({ obj });
export const eq = (obj: string, value: string | number | boolean) => ({ eq: [ref(obj), { const: value }] }) as ConditionExpression;
export const and = (...items: ConditionExpression[]) => ({ and: items }) as ConditionExpression;
export const or = (...items: ConditionExpression[]) => ({ or: items }) as ConditionExpression;

export const ID = {
  pan: 'pan-verification__u1',
  bank: 'bank-account-verification__u3',
  mobile: 'mobile-risk__u5',
  tag: 'high_risk_u6',
  match: 'name-match__u8',
  branchB: 'mobile-risk__x',
} as const;

const mapped = (inputs: FlowNodeInput[] | undefined, map: Record<string, string>): FlowNodeInput[] =>
  (inputs ?? []).map((input) => {
    const location = map[input.key];
    if (!location) return input;
    const [locationKind = '', locationId = '', locationType = ''] = location.split('.');
    return { ...input, location, locationKind: locationKind as FlowNodeInput['locationKind'], locationId, locationType };
  });

/**
 * start | PAN | BANK + MOBILE | High Risk (tag) | Name Match (branch A of the tag) | end
 * BANK maps fullName from PAN's name and runs when PAN is OK; the tag looks at BANK and MOBILE;
 * Name Match maps name1 from PAN and name2 from BANK; the end states refer to all of them.
 */
export function sampleFlow(): Flow {
  const next = sequentialIdGenerator('u');
  let flow = addStep(emptyFlow(), service(PAN), { newColumnAfter: 0 }, next).flow; // u1, column u2
  flow = addStep(flow, service(BANK), { newColumnAfter: 1 }, next).flow; // u3, column u4
  flow = addStep(flow, service(MOBILE), { column: 2 }, next).flow; // u5
  flow = addStep(flow, tag('High Risk'), { newColumnAfter: 2 }, next).flow; // u6, column u7
  flow = addBranchStep(flow, ID.tag, 'A', service(MATCH), next).flow; // u8, column u9
  flow = configureService(flow, ID.pan, mapped(flow.columns[1]?.nodes[0]?.inputs, { pan: `input.${START_NODE_ID}.pan` }));
  flow = configureService(
    flow,
    ID.bank,
    mapped(flow.columns[2]?.nodes[0]?.inputs, { accountNumber: `input.${START_NODE_ID}.accountNumber`, ifsc: `input.${START_NODE_ID}.ifsc`, fullName: `source.${ID.pan}.name` }),
  );
  flow = setNodeConditions(flow, ID.bank, eq(`source.${ID.pan}.status`, 'OK'));
  flow = setNodeConditions(flow, ID.tag, or(eq(`source.${ID.mobile}.riskLevel`, 'HIGH'), eq(`source.${ID.bank}.status`, 'FAILED')));
  flow = configureService(flow, ID.match, mapped(flow.columns[4]?.nodes[0]?.inputs, { name1: `source.${ID.pan}.name`, name2: `source.${ID.bank}.nameAtBank` }));
  flow = setNodeConditions(flow, ID.match, and(eq(`tag.${ID.tag}.status`, 'OK'), eq(`source.${ID.bank}.status`, 'OK')));
  return setEndStates(
    flow,
    {
      reject: or(eq(`source.${ID.pan}.status`, 'NO_RECORD_FOUND'), eq(`tag.${ID.tag}.status`, 'OK')),
      accept: and(eq(`source.${ID.bank}.status`, 'OK'), eq(`source.${ID.match}.isMatch`, true)),
    },
    next,
  );
}
