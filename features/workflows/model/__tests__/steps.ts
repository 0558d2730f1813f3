import { addStep } from '../addStep';
import { emptyFlow } from '../emptyFlow';
import { sequentialIdGenerator, START_NODE_ID } from '../ids';
import type { Flow, FlowNodeInput, ServiceStepSource, Step } from '../types';

const input = (key: string, displayName: string, required: boolean): FlowNodeInput => ({
  key,
  displayName,
  type: 'STRING',
  format: 'TEXT',
  optionality: required ? 'REQUIRED' : 'OPTIONAL',
});

const output = (key: string, displayName: string) => ({ key, displayName, type: 'STRING' as const });

export const PAN: ServiceStepSource = {
  id: 'pan-verification',
  displayName: 'PAN Verification',
  apiName: 'panVerification',
  description: 'Checks a Permanent Account Number against the income-tax register.',
  inputs: [input('pan', 'PAN Number', true), input('fullName', 'Full Name', false)],
  outputs: [output('status', 'Status'), output('name', 'Name on PAN')],
};

export const BANK: ServiceStepSource = {
  id: 'bank-account-verification',
  displayName: 'Bank Account Verification',
  inputs: [input('accountNumber', 'Account Number', true), input('ifsc', 'IFSC', true), input('fullName', 'Full Name', false)],
  outputs: [output('status', 'Status'), output('nameAtBank', 'Name at Bank')],
};

export const MATCH: ServiceStepSource = {
  id: 'name-match',
  displayName: 'Name Match',
  inputs: [input('name1', 'Name 1', true), input('name2', 'Name 2', true)],
  outputs: [output('status', 'Status'), output('isMatch', 'Is Match')],
};

export const MOBILE: ServiceStepSource = {
  id: 'mobile-risk',
  displayName: 'Mobile Risk',
  inputs: [input('phoneNumber', 'Phone Number', true)],
  outputs: [output('status', 'Status'), output('riskLevel', 'Risk Level')],
};

export const KYC_CAPABILITY: ServiceStepSource = { id: 'cap_kyc', displayName: 'KYC bundle', inputs: [], outputs: [output('status', 'Status')] };

export const service = (source: ServiceStepSource): Step => ({ kind: 'service', service: source });
export const tag = (name: string): Step => ({ kind: 'tag', name, color: 'red' });
export const wait = (values: string[] = []): Step => ({ kind: 'await', name: 'Bank details', values });

export const SERVICES = [PAN, BANK, MATCH, MOBILE, { id: 'email-risk', displayName: 'Email Risk' }, { id: 'ip-intelligence', displayName: 'IP Intelligence' }];

/** Start, PAN, then Bank (mapped from PAN's name, depending on it, with a condition on its status), then a tag. */
export function referencingFlow(): Flow {
  const ids = sequentialIdGenerator('u');
  let flow = addStep(emptyFlow([{ key: 'pan', displayName: 'PAN', type: 'STRING' }]), service(PAN), { newColumnAfter: 0 }, ids).flow;
  const panId = flow.columns[1]!.nodes[0]!.id;
  flow = addStep(flow, service(BANK), { newColumnAfter: 1 }, ids).flow;
  const bank = flow.columns[2]!.nodes[0]!;
  bank.dependencies = [panId];
  bank.conditions = [{ eq: [{ obj: `source.${panId}.status` }, { const: 'OK' }] }];
  bank.inputs = [{ key: 'fullName', location: `source.${panId}.name`, locationKind: 'source', locationId: panId, locationType: 'name', namespace: bank.id }];
  flow.columns[1]!.nodes[0]!.inputs = [{ key: 'pan', location: `input.${START_NODE_ID}.pan`, locationKind: 'input', locationId: START_NODE_ID, locationType: 'pan', namespace: panId }];
  return addStep(flow, tag('Verified'), { newColumnAfter: 2 }, ids).flow;
}
