import type { FlowNodeInput, ServiceStepSource, Step } from '../types';

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
