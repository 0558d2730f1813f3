import { useState } from 'react';
import { Stepper } from '~/design-system';
import type { Geography, Industry } from '~/contract';
import { useGeographyOptions, useIndustryOptions, useSetUpOrganisation } from '../api';
import { geographyCards } from '../components/geographyCards';
import { NameStep } from '../components/NameStep';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { OptionStep } from '../components/OptionStep';
import { WelcomeStep } from '../components/WelcomeStep';
import { emptyWizardValues, nextStep, previousStep, toCreateOrganisationRequest, type WizardStep, type WizardValues } from '../model/wizardSteps';

const stepperSteps = [
  { id: 'name', label: 'Organisation' },
  { id: 'industry', label: 'Industry' },
  { id: 'geography', label: 'Geography' },
  { id: 'welcome', label: 'Welcome' },
] as const;

/**
 * The four-step onboarding wizard (document 1 sections 2.5 and 4.2) shown to a signed-in user
 * without an organisation: name, industry, geography, then welcome with consent and 'Get Started!'.
 */
export function OnboardingWizard({ onLogout }: { onLogout: () => void }) {
  const [step, setStep] = useState<WizardStep>('name');
  const [values, setValues] = useState<WizardValues>(emptyWizardValues);
  const industries = useIndustryOptions();
  const geographies = useGeographyOptions();
  const { setUp, isSettingUp } = useSetUpOrganisation();

  const update = (patch: Partial<WizardValues>) => setValues((current) => ({ ...current, ...patch }));
  const forward = () => setStep(nextStep);
  const back = () => setStep(previousStep);
  const industryOptions = industries.data?.industries;
  const geographyOptions = geographies.data?.geographies;

  const getStarted = () => {
    const body = toCreateOrganisationRequest(values);
    if (body) void setUp(body);
  };

  return (
    <OnboardingFrame onLogout={onLogout} label="Set up your organisation">
      <Stepper steps={stepperSteps} current={step} aria-label="Onboarding progress" />
      {step === 'name' && <NameStep value={values.displayName} onChange={(displayName) => update({ displayName })} onContinue={forward} />}
      {step === 'industry' && (
        <OptionStep
          id="onboarding-industry"
          title="What industry are you in?"
          subtitle="We use it to suggest the checks and templates that fit your business."
          label="Industry"
          options={industryOptions?.map((o) => ({ id: o.value, title: o.displayText, comingSoon: o.comingSoon }))}
          isError={industries.error !== undefined}
          onRetry={() => void industries.mutate()}
          value={values.industry}
          onChange={(id) => update({ industry: industryOptions?.find((o) => o.value === id)?.value ?? null })}
          onBack={back}
          onContinue={forward}
        />
      )}
      {step === 'geography' && (
        <OptionStep
          id="onboarding-geography"
          title="Where do your customers live?"
          subtitle="Verification services and pricing depend on the country."
          label="Geography"
          options={geographyOptions && geographyCards(geographyOptions)}
          isError={geographies.error !== undefined}
          onRetry={() => void geographies.mutate()}
          value={values.geography}
          onChange={(id) => update({ geography: geographyOptions?.find((o) => o.value === id)?.value ?? null })}
          onBack={back}
          onContinue={forward}
          columns={3}
        />
      )}
      {step === 'welcome' && (
        <WelcomeStep
          organisationName={values.displayName.trim()}
          industryLabel={labelOf(industryOptions, values.industry)}
          geographyLabel={labelOf(geographyOptions, values.geography)}
          consent={values.tncAccepted}
          onConsentChange={(tncAccepted) => update({ tncAccepted })}
          isSettingUp={isSettingUp}
          onBack={back}
          onGetStarted={getStarted}
        />
      )}
    </OnboardingFrame>
  );
}

function labelOf(options: readonly { value: Industry | Geography; displayText: string }[] | undefined, value: string | null): string {
  return options?.find((o) => o.value === value)?.displayText ?? value ?? '';
}
