import styled from 'styled-components';
import { useOutletContext } from 'react-router-dom';
import { Button, Heading, Icon, Skeleton, Text } from '~/design-system';
import { fetchGettingStarted, gettingStartedKey, useGettingStarted, useUsage } from '~/lib/api';
import { canRequestLiveMode, creditCounter, useSession, type StartedSession } from '~/lib/session';
import { routeAccess } from '~/lib/routes';
import type { ShellContext } from '~/features/shell';
import { GettingStartedList } from '../components/GettingStartedList';
import { UsageCard } from '../components/UsageCard';
import { withOfferedActions } from '../model/offeredSteps';
import { gettingStartedSteps } from '../model/steps';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 20rem);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.warning.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.warning.fg};
`;

const ErrorBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.danger.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.danger.subtle};
`;

/** Asks for the checklist as the session arrives, when the console opens on /home (ADR 0045); the shell asks for the usage. */
export function preloadHomePage({ client, environment, preload }: StartedSession): void {
  preload(gettingStartedKey(environment), (key) => fetchGettingStarted(client, key));
}

/** /home: the getting-started checklist and the organisation's free calls or credits. */
/** The checklist's badges: a live-mode request under review is pending, not done. */
const STEP_LABELS = { todo: 'To do', pending: 'Pending', done: 'Done' } as const;

export function HomePage() {
  const { openLiveModeRequest } = useOutletContext<ShellContext>();
  const { authDetails: auth, organization, orgId, settings, mode, permissions, flags } = useSession();
  const progress = useGettingStarted();
  // Usage needs read:metrics (the unassigned role has none): no call that can only be refused.
  const usage = useUsage(permissions.has('read', 'metrics') ? orgId : null);
  const unassigned = (auth?.permissions.length ?? 0) === 0 && !auth?.isSuperAdmin;

  if (unassigned) {
    return (
      <Notice role="status">
        <Icon name="lock" size="md" />
        <div>
          <Heading level={2}>You don't have access yet</Heading>
          <Text>
            Your account has no role in {organization?.displayName ?? 'this organisation'}. Ask an owner to give you access.
          </Text>
        </div>
      </Notice>
    );
  }

  const steps = progress.data
    ? withOfferedActions(gettingStartedSteps(progress.data, settings?.isLiveEnabled ?? false), {
        mayOpen: (href) => routeAccess(href, { permissions, flags }) === 'allowed',
        mayRequestLive: canRequestLiveMode(permissions),
      })
    : null;
  const doneCount = steps?.filter((s) => s.status === 'done').length ?? 0;

  return (
    <Page>
      <Section aria-labelledby="getting-started-title">
        <div>
          <Heading level={2} id="getting-started-title">
            Get started{auth?.nickname ? `, ${auth.nickname}` : ''}
          </Heading>
          <Text tone="muted">{steps ? `${doneCount} of ${steps.length} steps done` : 'Four steps to your first live decision'}</Text>
        </div>
        {progress.error ? (
          <ErrorBox role="alert">
            <Text tone="danger">Something went wrong</Text>
            <Button variant="secondary" size="sm" onPress={() => void progress.mutate()}>
              Retry
            </Button>
          </ErrorBox>
        ) : steps ? (
          <GettingStartedList steps={steps} onRequestLive={openLiveModeRequest} labels={STEP_LABELS} />
        ) : (
          <Skeleton size="lg" label="Loading your progress" />
        )}
      </Section>
      <Section aria-label="Usage">
        {usage.data ? (
          <UsageCard counter={creditCounter(settings, mode, usage.data)} monthlyUsage={usage.data.monthlyUsage} />
        ) : usage.error ? (
          <ErrorBox role="alert">
            <Text tone="danger">Something went wrong</Text>
            <Button variant="secondary" size="sm" onPress={() => void usage.mutate()}>
              Retry
            </Button>
          </ErrorBox>
        ) : (
          <Skeleton size="lg" label="Loading usage" />
        )}
      </Section>
    </Page>
  );
}
