import type { FormEvent } from 'react';
import { Button, ErrorState, Heading, Icon, RadioCardGroup, Skeleton, Text, type RadioCardOption } from '~/design-system';
import { StepForm, StepHeader } from './Onboarding.styles';
import { StepActionsBar } from './StepActionsBar';

export interface OptionStepProps {
  id: string;
  title: string;
  subtitle: string;
  /** The cards' group label. */
  label: string;
  options: readonly RadioCardOption[] | undefined;
  isError: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (value: string | null) => void;
  onBack: () => void;
  onContinue: () => void;
  columns?: number;
}

/** A step that asks for one option as cards: Continue needs a choice; choosing the chosen card again clears it. */
export function OptionStep({ id, title, subtitle, label, options, isError, onRetry, value, onChange, onBack, onContinue, columns = 2 }: OptionStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value) onContinue();
  };
  return (
    <StepForm noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <StepHeader>
        <Heading level={2} as="h1" id={`${id}-title`}>
          {title}
        </Heading>
        <Text tone="muted">{subtitle}</Text>
      </StepHeader>
      {isError ? (
        <ErrorState title="Something went wrong" description="The options could not be loaded." onRetry={onRetry} size="sm" headingLevel={2} />
      ) : options ? (
        <RadioCardGroup label={label} options={options} value={value} onChange={onChange} allowDeselect columns={columns} isRequired />
      ) : (
        <Skeleton size="lg" label="Loading options" />
      )}
      <StepActionsBar onBack={onBack}>
        <Button type="submit" isDisabled={!value} iconEnd={<Icon name="arrowRight" size="sm" />}>
          Continue
        </Button>
      </StepActionsBar>
    </StepForm>
  );
}
