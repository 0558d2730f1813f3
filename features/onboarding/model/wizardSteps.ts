import type { CreateOrganisationRequest, Geography, Industry } from '~/contract';

/** The four steps of the onboarding wizard (document 1 section 2.5), in order. */
export const WIZARD_STEPS = ['name', 'industry', 'geography', 'welcome'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardValues {
  displayName: string;
  industry: Industry | null;
  geography: Geography | null;
  tncAccepted: boolean;
}

export const emptyWizardValues: WizardValues = { displayName: '', industry: null, geography: null, tncAccepted: false };

/** One step forward; the last step stays where it is. */
export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)] ?? step;
}

/** One step back, down to the first (document 1 section 4.2). */
export function previousStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)] ?? step;
}

/** The creation payload once every step is answered and consent is given; otherwise null. */
export function toCreateOrganisationRequest(values: WizardValues): CreateOrganisationRequest | null {
  const displayName = values.displayName.trim();
  if (!displayName || !values.industry || !values.geography || !values.tncAccepted) return null;
  return { displayName, industry: values.industry, geography: values.geography, tncAccepted: 'true' };
}

/** The simple create-organisation screen posts these defaults (document 1 section 4.2). */
export function simpleCreateOrganisationRequest(displayName: string): CreateOrganisationRequest {
  return { displayName: displayName.trim(), industry: 'fintech', geography: 'in', tncAccepted: 'true' };
}
