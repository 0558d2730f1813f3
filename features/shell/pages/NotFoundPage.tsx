import { useNavigate } from 'react-router-dom';
import { Button, Heading, Icon, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

/** The not-found screen of document 1 section 2.4. `embedded` renders it inside the shell's content area. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const navigate = useNavigate();
  return (
    <AccountLayout as={embedded ? 'div' : 'main'} $embedded={embedded}>
      <AccountCard aria-labelledby="not-found-title">
        <AccountIcon $tone="accent">
          <Icon name="helpCircle" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={1} id="not-found-title">
            Oh No! Page not found...
          </Heading>
          <Text tone="muted">Sorry, the page you're looking for doesn't exist or has been moved.</Text>
        </AccountText>
        <Button onPress={() => navigate(paths.root)} iconStart={<Icon name="arrowLeft" size="sm" />}>
          Back to home
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}
