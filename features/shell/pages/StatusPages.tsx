import { Button, Heading, Icon, Spinner, Text } from '~/design-system';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

/** Shown while the session loads. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <AccountLayout aria-busy="true">
      <Spinner size="lg" label={label} />
    </AccountLayout>
  );
}

/** Shown when the session could not be loaded for a reason other than being signed out. */
export function FullPageError({ onRetry }: { onRetry: () => void }) {
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="session-error-title">
        <AccountIcon $tone="danger">
          <Icon name="warning" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="session-error-title">
            Something went wrong
          </Heading>
          <Text tone="muted">We could not load your organisation. Check your connection and try again.</Text>
        </AccountText>
        <Button onPress={onRetry} iconStart={<Icon name="refresh" size="sm" />}>
          Retry
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}

/** A signed-in user who belongs to no organisation yet. */
export function NoOrganisationPage({ onLogout }: { onLogout: () => void }) {
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="no-org-title">
        <AccountIcon $tone="accent">
          <Icon name="building" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="no-org-title">
            You are not part of an organisation yet
          </Heading>
          <Text tone="muted">Ask an owner of your organisation to invite you, then sign in again from the invitation link.</Text>
        </AccountText>
        <Button variant="secondary" onPress={onLogout}>
          Log Out
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}

/** A super-admin link the server refused (expired, already used, not valid, not an operator's). */
export function ImpersonationFailedPage({ message, description, onSignIn }: { message: string; description?: string; onSignIn: () => void }) {
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="impersonation-error-title" role="alert">
        <AccountIcon $tone="danger">
          <Icon name="warning" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="impersonation-error-title">
            {message}
          </Heading>
          {description && <Text tone="muted">{description}</Text>}
        </AccountText>
        <Button variant="secondary" onPress={onSignIn}>
          Go to sign-in
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}
