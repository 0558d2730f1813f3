import type { ReactNode } from 'react';
import { Button, Icon } from '~/design-system';
import { ActionsEnd, StepActions } from './Onboarding.styles';

export const GO_BACK = 'Go Back';

/** 'Go Back' (every step after the first) on the left, the step's primary action on the right. */
export function StepActionsBar({ onBack, isBackDisabled, children }: { onBack?: () => void; isBackDisabled?: boolean; children: ReactNode }) {
  return (
    <StepActions>
      {onBack && (
        <Button variant="secondary" onPress={onBack} isDisabled={isBackDisabled} iconStart={<Icon name="arrowLeft" size="sm" />}>
          {GO_BACK}
        </Button>
      )}
      <ActionsEnd>{children}</ActionsEnd>
    </StepActions>
  );
}
