import { Button, Icon, Menu, Tooltip } from '~/design-system';
import type { CreditCounter, GoLiveButtonState } from '~/lib/session';
import { Actions, Avatar, AvatarButton, Counter, HeaderRoot, Titles } from './Header.styles';
import { useOrganisationSwitcher } from './useOrganisationSwitcher';
import { useThemeMenuSection } from './useThemeMenuSection';

export interface HeaderProfile {
  name: string;
  email: string;
  canSeeApiKeys: boolean;
  canSeeWebhooks: boolean;
}

export interface HeaderProps {
  title: string;
  subtitle?: string;
  goLive: GoLiveButtonState;
  counter: CreditCounter;
  showAddCredits: boolean;
  docsHref: string;
  profile: HeaderProfile;
  onGoLive: () => void;
  onAddCredits: () => void;
  onProfileAction: (action: 'api-keys' | 'webhooks' | 'settings' | 'logout') => void;
}

const numberFormat = new Intl.NumberFormat('en-IN');

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

function UsageCounter({ counter }: { counter: CreditCounter }) {
  if (counter.kind === 'hidden') return null;
  if (counter.kind === 'credits') {
    return (
      <Counter>
        <Icon name="credits" size="sm" />
        Credits <strong>{numberFormat.format(counter.available)}</strong>
      </Counter>
    );
  }
  return (
    <Counter>
      <Icon name="credits" size="sm" />
      Free calls{' '}
      <strong>
        {numberFormat.format(counter.used)} / {numberFormat.format(counter.allocated)}
      </strong>
    </Counter>
  );
}

function GoLive({ state, onPress }: { state: GoLiveButtonState; onPress: () => void }) {
  if (!state.shown) return null;
  const button = (
    <Button variant="primary" size="md" isDisabled={state.disabled} onPress={onPress} iconStart={<Icon name="rocket" size="sm" />}>
      Go Live
    </Button>
  );
  return state.tooltip ? (
    <Tooltip content={state.tooltip} wrapDisabled>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The console header (document 1 sections 2.3 and 4.3). */
export function Header(props: HeaderProps) {
  const { title, subtitle, goLive, counter, showAddCredits, docsHref, profile, onGoLive, onAddCredits, onProfileAction } = props;
  const organisations = useOrganisationSwitcher();
  const theme = useThemeMenuSection();
  return (
    <HeaderRoot>
      <Titles>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </Titles>
      <Actions>
        <UsageCounter counter={counter} />
        {showAddCredits && (
          <Button variant="secondary" onPress={onAddCredits} iconStart={<Icon name="plus" size="sm" />}>
            Add credits
          </Button>
        )}
        <GoLive state={goLive} onPress={onGoLive} />
        <Button
          variant="secondary"
          onPress={() => window.open(docsHref, '_blank', 'noopener,noreferrer')}
          iconStart={<Icon name="docs" size="sm" />}
        >
          Docs
        </Button>
        <Menu
          label="Account"
          trigger={
            <AvatarButton aria-label={`Account menu, ${profile.name}`}>
              <Avatar aria-hidden data-initials={initials(profile.name)} />
              <Icon name="chevronDown" size="sm" />
            </AvatarButton>
          }
          items={[
            { id: 'api-keys', label: 'My API Keys', icon: 'key', isHidden: !profile.canSeeApiKeys },
            { id: 'webhooks', label: 'Webhooks', icon: 'webhook', isHidden: !profile.canSeeWebhooks },
            { id: 'settings', label: 'Settings', icon: 'settings' },
          ]}
          sections={[
            theme.section,
            ...(organisations.section ? [organisations.section] : []),
            { id: 'session', items: [{ id: 'logout', label: 'Log Out', icon: 'logout', tone: 'danger' }] },
          ]}
          onAction={(id) =>
            theme.choose(id) || organisations.switchTo(id) || onProfileAction(id as 'api-keys' | 'webhooks' | 'settings' | 'logout')
          }
        />
      </Actions>
    </HeaderRoot>
  );
}
