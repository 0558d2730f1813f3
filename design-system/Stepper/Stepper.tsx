import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Icon } from '../Icon';
import { resolveCurrentIndex, stepStatus, type StepStatus } from './stepStatus';
import { StepDescription, StepItem, StepLabel, StepMarker, StepperList, StepText, type StepperOrientation } from './Stepper.styles';

export interface StepperStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The current step's id or index; an index past the last step shows all complete. */
  current: string | number;
  orientation?: StepperOrientation;
  /** Accessible name of the list, e.g. 'Onboarding progress'. */
  'aria-label'?: string;
  /** Read out after each step's label. */
  statusLabels?: Record<StepStatus, string>;
}

const defaultStatusLabels: Record<StepStatus, string> = {
  complete: 'Completed',
  current: 'Current step',
  upcoming: 'Not started',
};

/** Progress through numbered steps: complete steps show a tick, the current one is marked `aria-current="step"`. */
export function Stepper({
  steps,
  current,
  orientation = 'horizontal',
  'aria-label': ariaLabel = 'Progress',
  statusLabels = defaultStatusLabels,
}: StepperProps) {
  const currentIndex = resolveCurrentIndex(
    steps.map((s) => s.id),
    current,
  );
  return (
    <StepperList aria-label={ariaLabel} $orientation={orientation}>
      {steps.map((step, index) => {
        const status = stepStatus(index, currentIndex);
        return (
          <StepItem
            key={step.id}
            $orientation={orientation}
            $status={status}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <StepMarker $status={status} aria-hidden>
              {status === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
            </StepMarker>
            <StepText $orientation={orientation}>
              <StepLabel $status={status}>
                {step.label}
                <VisuallyHidden>, {statusLabels[status]}</VisuallyHidden>
              </StepLabel>
              {step.description != null && <StepDescription>{step.description}</StepDescription>}
            </StepText>
          </StepItem>
        );
      })}
    </StepperList>
  );
}
