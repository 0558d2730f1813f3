import { useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import {
  canAddCreditsButton,
  goLiveButtonState,
  modeBannerState,
  useIdleLogout,
  useMode,
  useSession,
} from '~/lib/session';
import { externalLinks, paths } from '~/lib/routes';
import { lazyModal } from '~/design-system';
import { bottomNavItems, mainNavItems, quickCreateEntries } from '../../model/navigation';
import { accountActions, navigableItems } from '../../model/navigationAccess';
import { pageTitle } from '../../model/pageTitle';
import { Sidebar } from '../Sidebar/Sidebar';
import { ShellHeader } from './ShellHeader';
import { ModeBanner } from '../ModeBanner/ModeBanner';
import { Content, Frame, MainColumn } from './ShellLayout.styles';

/** The live-mode request form (and its yup schema) loads when first opened, not with every page (ADRs 0039, 0046). */
const LiveModeRequestDialog = lazyModal(() => import('../LiveModeRequestDialog/LiveModeRequestDialog').then((module) => module.LiveModeRequestDialog), { prefetch: false });

/** What pages inside the shell can ask of it (react-router outlet context). */
export interface ShellContext {
  openLiveModeRequest: () => void;
}

/**
 * The signed-in console: sidebar, environment banner, header and the page (document 1 sections
 * 2.2–2.6). Rendered by the SessionGate once the session is loaded.
 */
export function ShellLayout({ onLogout }: { onLogout: () => void }) {
  const navigate = useNavigate();
  const matches = useMatches();
  const { flags, permissions, settings, authDetails: auth, orgId } = useSession();
  const [mode, setMode] = useMode();
  const [liveRequestOpen, setLiveRequestOpen] = useState(false);
  useIdleLogout(onLogout);

  const { title, subtitle } = pageTitle(matches, { title: 'Veriflow' });
  const openLiveModeRequest = () => setLiveRequestOpen(true);
  const access = { permissions, flags };
  const may = accountActions(permissions);
  const banner = modeBannerState(settings);
  const context: ShellContext = { openLiveModeRequest };

  return (
    <Frame>
      <Sidebar
        items={navigableItems(mainNavItems, access)}
        bottomItems={navigableItems(bottomNavItems, access)}
        quickCreate={navigableItems(quickCreateEntries, access)}
      />
      <MainColumn>
        <ModeBanner mode={mode} state={{ ...banner, requestLink: banner.requestLink && may.requestLive }} onToggle={setMode} onRequestLive={openLiveModeRequest} />
        <ShellHeader
          title={title}
          subtitle={subtitle}
          goLive={may.requestLive ? goLiveButtonState(settings) : { shown: false, disabled: false, tooltip: undefined }}
          settings={settings}
          mode={mode}
          // Usage needs read:metrics (the unassigned role has none): no call that can only be refused.
          usageOrgId={permissions.has('read', 'metrics') ? orgId : null}
          showAddCredits={may.addCredits && canAddCreditsButton(settings, mode)}
          docsHref={externalLinks.apiReference}
          profile={{
            name: auth?.nickname ?? auth?.email ?? '',
            email: auth?.email ?? '',
            canSeeApiKeys: permissions.hasAny('credential'),
            canSeeWebhooks: permissions.hasAny('webhooks'),
          }}
          onGoLive={openLiveModeRequest}
          onAddCredits={() => navigate(paths.billing)}
          onProfileAction={(action) => {
            if (action === 'logout') onLogout();
            else navigate({ 'api-keys': paths.apiKeys, webhooks: paths.webhooks, settings: paths.settings }[action]);
          }}
        />
        <Content>
          <Outlet context={context} />
        </Content>
      </MainColumn>
      <LiveModeRequestDialog isOpen={liveRequestOpen} onOpenChange={setLiveRequestOpen} />
    </Frame>
  );
}
