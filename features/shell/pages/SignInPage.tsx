import { Button, Heading, Icon, Text } from '~/design-system';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

/** Where the sign-in button sends the browser: the server's login route, which redirects to the identity provider. */
export function signInHref(search: URLSearchParams, loginPath = '/auth/login'): string {
  const forwarded = new URLSearchParams();
  for (const key of ['organization', 'invitation']) {
    const value = search.get(key);
    if (value) forwarded.set(key, value);
  }
  const query = forwarded.toString();
  return query ? `${loginPath}?${query}` : loginPath;
}

/** The sign-in screen (document 1 section 2.4): one 'Sign in' button that goes to the identity provider. */
export function SignInPage({ params, onSignIn }: { params: URLSearchParams; onSignIn: (href: string) => void }) {
  return (
    <AccountLayout>
      <AccountCard aria-labelledby="sign-in-title">
        <AccountIcon $tone="accent">
          <Icon name="lock" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="sign-in-title">
            Welcome to Veriflow
          </Heading>
          <Text tone="muted">Verify identities and decide on risk with workflows you build.</Text>
        </AccountText>
        <Button size="lg" fullWidth onPress={() => onSignIn(signInHref(params))}>
          Sign in
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}
