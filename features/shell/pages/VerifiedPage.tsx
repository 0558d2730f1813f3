import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, Icon, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

/** /verified (document 1 section 2.4): reads `success` and `message`; redirects to / when already signed in. */
export function VerifiedPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (signedIn) return <Navigate to={paths.root} replace />;
  const success = params.get('success') === 'true';
  const message = params.get('message');
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="verified-title">
        <AccountIcon $tone={success ? 'success' : 'danger'}>
          <Icon name={success ? 'success' : 'error'} size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="verified-title">
            {success ? 'Success' : 'Oops'}
          </Heading>
          {message && <Text tone="muted">{message}</Text>}
        </AccountText>
        <Button onPress={() => navigate(paths.login)}>Continue</Button>
      </AccountCard>
    </AccountLayout>
  );
}
