import { useNavigate } from 'react-router-dom';
import { Button, Heading, Icon, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { AccountCard, AccountIcon, AccountLayout, AccountText } from './AccountPage.styles';

export const NO_ACCESS_TITLE = 'You do not have access to this page';

/**
 * A page that exists but that the user's role does not grant (issue 15): said plainly, inside the
 * shell under the page's own title, instead of 'Page not found'.
 */
export function NoAccessPage() {
  const navigate = useNavigate();
  return (
    <AccountLayout as="div" $embedded>
      <AccountCard aria-labelledby="no-access-title">
        <AccountIcon $tone="accent">
          <Icon name="lock" size="lg" />
        </AccountIcon>
        <AccountText>
          <Heading level={2} id="no-access-title">
            {NO_ACCESS_TITLE}
          </Heading>
          <Text tone="muted">Your role in this organisation does not include it. Ask an owner or admin of the organisation if you need it.</Text>
        </AccountText>
        <Button onPress={() => navigate(paths.home)} iconStart={<Icon name="arrowLeft" size="sm" />}>
          Back to home
        </Button>
      </AccountCard>
    </AccountLayout>
  );
}
