import { Button, Heading, Icon, Text } from '~/design-system';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

/** Shown to a signed-in user whose e-mail is not verified yet (document 1 sections 2.4 and 4.1). */
export function VerifyEmailPage({ onGoBack }: { onGoBack: () => void }) {
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="verify-email-title">
        <AccountIcon $tone="accent">
          <Icon name="info" size="lg" />
        </AccountIcon>
        <AccountText>
          <Text tone="muted">Thank you for signing up!</Text>
          <Heading level={1} id="verify-email-title">
            Verify Your Email Address!
          </Heading>
          <Text tone="muted">Please check your email and click on the verification link to continue.</Text>
        </AccountText>
        <Button variant="secondary" onPress={onGoBack} iconStart={<Icon name="arrowLeft" size="sm" />}>
          Go Back
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}
