import { useState, type FormEvent } from 'react';
import { Button, Heading, Text, TextField } from '~/design-system';
import { useSetUpOrganisation } from '../api';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { StepForm, StepHeader } from '../components/Onboarding.styles';
import { StepActionsBar } from '../components/StepActionsBar';
import { validateOrganisationName } from '../model/organisationName';
import { simpleCreateOrganisationRequest } from '../model/wizardSteps';

/** The simple create-organisation screen (document 1 section 2.4): a name, then 'Proceed' with fintech / in. */
export function CreateOrganisationPage({ onLogout }: { onLogout: () => void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const { setUp, isSettingUp } = useSetUpOrganisation();
  const error = validateOrganisationName(name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!error && !isSettingUp) void setUp(simpleCreateOrganisationRequest(name));
  };

  return (
    <OnboardingFrame onLogout={onLogout} label="Create Organisation">
      <StepForm noValidate onSubmit={submit} aria-labelledby="create-organisation-title">
        <StepHeader>
          <Heading level={2} as="h1" id="create-organisation-title">
            Create Organisation
          </Heading>
          <Text tone="muted">Enter a name for organisation</Text>
        </StepHeader>
        <TextField
          label="Organisation name"
          placeholder="My Organisation"
          value={name}
          onChange={(next) => {
            setName(next);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          isRequired
          isDisabled={isSettingUp}
          isInvalid={touched && error !== undefined}
          errorMessage={error}
        />
        <StepActionsBar>
          <Button type="submit" isDisabled={error !== undefined || isSettingUp} isLoading={isSettingUp}>
            Proceed
          </Button>
        </StepActionsBar>
      </StepForm>
    </OnboardingFrame>
  );
}
