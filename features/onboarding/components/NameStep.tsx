import { useState, type FormEvent } from 'react';
import { Button, Heading, Icon, Text, TextField } from '~/design-system';
import { ORGANISATION_NAME_MAX, validateOrganisationName } from '../model/organisationName';
import { StepForm, StepHeader } from './Onboarding.styles';
import { StepActionsBar } from './StepActionsBar';

export interface NameStepProps {
  value: string;
  onChange: (value: string) => void;
  onContinue: () => void;
}

/** Step 1: the organisation's name (document 1 section 5: 'Required', 'Too Short!', 'Too Long!'). */
export function NameStep({ value, onChange, onContinue }: NameStepProps) {
  const [touched, setTouched] = useState(value !== '');
  const error = validateOrganisationName(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!error) onContinue();
  };
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby="onboarding-name-title">
      <StepHeader>
        <Heading level={2} as="h1" id="onboarding-name-title">
          Create your organisation
        </Heading>
        <Text tone="muted">Your team, workflows and API keys live in it. You can invite colleagues later.</Text>
      </StepHeader>
      <TextField
        label="Organisation name"
        placeholder="My Organisation"
        value={value}
        onChange={(next) => {
          onChange(next);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        isRequired
        maxLength={ORGANISATION_NAME_MAX + 10}
        isInvalid={touched && error !== undefined}
        errorMessage={error}
      />
      <StepActionsBar>
        <Button type="submit" isDisabled={error !== undefined} iconEnd={<Icon name="arrowRight" size="sm" />}>
          Continue
        </Button>
      </StepActionsBar>
    </StepForm>
  );
}
