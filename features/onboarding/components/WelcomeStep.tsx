import type { FormEvent } from 'react';
import { Button, Checkbox, Heading, Spinner, Text } from '~/design-system';
import { StepForm, StepHeader, Summary, WelcomeBox } from './Onboarding.styles';
import { StepActionsBar } from './StepActionsBar';

export const GET_STARTED = 'Get Started!';
export const SETTING_UP = 'Setting up Organization';
export const CONSENT_LABEL = 'I agree to the Privacy Policy and the Terms of Service, and approve Veriflow to capture and process data on behalf of my organisation.';

export interface WelcomeStepProps {
  organisationName: string;
  industryLabel: string;
  geographyLabel: string;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  isSettingUp: boolean;
  onBack: () => void;
  onGetStarted: () => void;
}

/** Step 4: welcome, the consent tick box and 'Get Started!' (document 1 sections 2.5 and 5). */
export function WelcomeStep(props: WelcomeStepProps) {
  const { organisationName, industryLabel, geographyLabel, consent, onConsentChange, isSettingUp, onBack, onGetStarted } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (consent && !isSettingUp) onGetStarted();
  };
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby="onboarding-welcome-title">
      <StepHeader>
        <Heading level={2} as="h1" id="onboarding-welcome-title">
          Welcome to Veriflow!
        </Heading>
        <Text tone="muted">You're one step away from building your first verification workflow.</Text>
      </StepHeader>
      <WelcomeBox>
        <Summary>
          <dt>Organisation</dt>
          <dd>{organisationName}</dd>
          <dt>Industry</dt>
          <dd>{industryLabel}</dd>
          <dt>Geography</dt>
          <dd>{geographyLabel}</dd>
        </Summary>
        <Text>Your organisation starts in test mode with 100 free calls. Go live whenever you're ready.</Text>
      </WelcomeBox>
      <Checkbox isSelected={consent} onChange={onConsentChange} isDisabled={isSettingUp}>
        {CONSENT_LABEL}
      </Checkbox>
      <StepActionsBar onBack={onBack} isBackDisabled={isSettingUp}>
        <Button type="submit" isDisabled={!consent || isSettingUp} iconStart={isSettingUp ? <Spinner size="sm" /> : undefined}>
          {isSettingUp ? SETTING_UP : GET_STARTED}
        </Button>
      </StepActionsBar>
    </StepForm>
  );
}
