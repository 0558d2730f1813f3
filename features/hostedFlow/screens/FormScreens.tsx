import type { FormEvent } from 'react';
import { Actions, ScreenHeading } from '../components/FlowLayout';
import { FlowButton } from '../components/FlowButton';
import { FlowFields } from '../components/FlowFields';
import type { FieldValues, FlowField, FlowStep } from '../model/flowSteps';
import styles from './screens.module.css';

interface FieldsFormProps {
  values: FieldValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
  upload: (file: File) => Promise<string>;
  today: string;
  /** A refusal of the last submit, shown above the buttons. */
  submitError: string | null;
}

export interface StepScreenProps extends FieldsFormProps {
  step: FlowStep;
  stepIndex: number;
  stepCount: number;
  onBack: (() => void) | null;
  onContinue: () => void;
}

/** One step of the inputs: its fields, Back and Continue (Submit on the last step). */
export function StepScreen({ step, stepIndex, stepCount, onBack, onContinue, values, errors, onChange, upload, today, submitError }: StepScreenProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  const last = stepIndex === stepCount - 1;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ScreenHeading title={step.title} lead={step.description} step={stepCount > 1 ? { index: stepIndex, count: stepCount } : undefined} />
      <FlowFields fields={step.fields} values={values} errors={errors} onChange={onChange} upload={upload} today={today} />
      {submitError ? <p className={styles.banner} role="alert">
          {submitError}
        </p> : null}
      <Actions>
        {onBack ? (
          <FlowButton variant="secondary" onClick={onBack}>
            Back
          </FlowButton>
        ) : (
          <span />
        )}
        <FlowButton type="submit">{last ? 'Submit' : 'Continue'}</FlowButton>
      </Actions>
    </form>
  );
}

export interface AwaitingScreenProps extends FieldsFormProps {
  fields: readonly FlowField[];
  onSubmit: () => void;
}

/** AWAITING: the run waits for more values; asks for them and resumes. */
export function AwaitingScreen({ fields, onSubmit, values, errors, onChange, upload, today, submitError }: AwaitingScreenProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ScreenHeading title="One more step" lead="To finish your verification we need a little more information." />
      <FlowFields fields={fields} values={values} errors={errors} onChange={onChange} upload={upload} today={today} />
      {submitError ? <p className={styles.banner} role="alert">
          {submitError}
        </p> : null}
      <Actions>
        <span />
        <FlowButton type="submit">Submit</FlowButton>
      </Actions>
    </form>
  );
}

export interface StartScreenProps {
  onStart: () => void;
  submitError: string | null;
}

/** A workflow that needs no inputs up front: one button starts it. */
export function StartScreen({ onStart, submitError }: StartScreenProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <ScreenHeading title="Verify your identity" lead="It takes about a minute." />
      {submitError ? <p className={styles.banner} role="alert">
          {submitError}
        </p> : null}
      <Actions>
        <span />
        <FlowButton type="submit">Start</FlowButton>
      </Actions>
    </form>
  );
}
