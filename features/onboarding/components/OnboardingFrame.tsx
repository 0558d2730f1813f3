import type { ReactNode } from 'react';
import { Button, Icon } from '~/design-system';
import { Brand, BrandMark, OnboardingCard, OnboardingLayout, OnboardingTopBar } from './Onboarding.styles';

/** The brand bar with Log Out, and the card the onboarding screens sit in. */
export function OnboardingFrame({ onLogout, children, label }: { onLogout: () => void; children: ReactNode; label: string }) {
  return (
    <OnboardingLayout>
      <OnboardingTopBar>
        <Brand>
          <BrandMark aria-hidden>
            <Icon name="success" size="md" />
          </BrandMark>
          Veriflow
        </Brand>
        <Button variant="ghost" onPress={onLogout} iconStart={<Icon name="logout" size="sm" />}>
          Log Out
        </Button>
      </OnboardingTopBar>
      <OnboardingCard aria-label={label}>{children}</OnboardingCard>
    </OnboardingLayout>
  );
}
