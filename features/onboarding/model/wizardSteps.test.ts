import { describe, expect, it } from 'vitest';
import { emptyWizardValues, nextStep, previousStep, simpleCreateOrganisationRequest, toCreateOrganisationRequest } from './wizardSteps';

describe('wizard steps', () => {
  it('advances one step at a time and stops at the last', () => {
    expect(nextStep('name')).toBe('industry');
    expect(nextStep('industry')).toBe('geography');
    expect(nextStep('geography')).toBe('welcome');
    expect(nextStep('welcome')).toBe('welcome');
  });

  it('goes back down to the first step', () => {
    expect(previousStep('welcome')).toBe('geography');
    expect(previousStep('industry')).toBe('name');
    expect(previousStep('name')).toBe('name');
  });
});

describe('toCreateOrganisationRequest', () => {
  const complete = { displayName: '  Acme Lending ', industry: 'fintech', geography: 'in', tncAccepted: true } as const;

  it('builds the payload with the trimmed name and consent as the text true', () => {
    expect(toCreateOrganisationRequest(complete)).toEqual({ displayName: 'Acme Lending', industry: 'fintech', geography: 'in', tncAccepted: 'true' });
  });

  it('refuses an unanswered step or missing consent', () => {
    expect(toCreateOrganisationRequest(emptyWizardValues)).toBeNull();
    expect(toCreateOrganisationRequest({ ...complete, industry: null })).toBeNull();
    expect(toCreateOrganisationRequest({ ...complete, geography: null })).toBeNull();
    expect(toCreateOrganisationRequest({ ...complete, tncAccepted: false })).toBeNull();
  });
});

describe('simpleCreateOrganisationRequest', () => {
  it('posts industry fintech and geography in', () => {
    expect(simpleCreateOrganisationRequest(' Globex ')).toEqual({ displayName: 'Globex', industry: 'fintech', geography: 'in', tncAccepted: 'true' });
  });
});
