import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Heading, Icon, Link, Spinner, StatusBadge, Switch, Tooltip, toast } from '~/design-system';
import { paths } from '~/lib/routes';
import { usePermissions } from '~/lib/session';
import { useRefreshWebhookMessages, useSendTestEvents, useUpdateWebhook, useWebhook, type Webhook, type WebhookMessage } from '../api';
import { DeliveryInspector } from '../components/DeliveryInspector';
import { ExpectedEventsModal } from '../components/ExpectedEventsModal';
import { WebhookActions } from '../components/WebhookActions';
import { WebhookEventsTable } from '../components/WebhookEventsTable';
import { WebhookHealthNotice } from '../components/WebhookHealthNotice';
import { WebhookOverview } from '../components/WebhookOverview';
import { WEBHOOK_TOAST_MS, WEBHOOKS_LOAD_ERROR, webhookErrorMessage, webhookToasts } from '../model';
import { BackLink, Centered, EventsSection, Header, HeaderActions, Page, StatusRow, TitleBlock } from './WebhookDetailPage.styles';

export const UPDATE_PERMISSION_TEXT = 'You do not have permission to update webhooks';
export const ARCHIVED_SWITCH_TEXT = 'Unarchive the webhook to switch it on';
export const TEST_NEEDS_ACTIVE_TEXT = 'Switch the webhook on to send test events';

export interface WebhookDetailPageProps {
  /** The current time (stories fix it): the replay presets and the rotation note read it. */
  now?: () => Date;
}

/** A button that, when the user may not press it, stays visible, disabled, with the reason in a tooltip. */
function Guarded({ reason, children }: { reason: string | null; children: (isDisabled: boolean) => ReactElement }) {
  return reason ? (
    <Tooltip content={reason} wrapDisabled>
      {children(true)}
    </Tooltip>
  ) : (
    children(false)
  );
}

function WebhookDetail({ webhook, now }: { webhook: Webhook; now?: () => Date }) {
  const permissions = usePermissions().for('webhooks');
  const update = useUpdateWebhook();
  const sendTestEvents = useSendTestEvents();
  const refreshMessages = useRefreshWebhookMessages(webhook.id);
  const [pendingActive, setPendingActive] = useState<boolean | null>(null);
  const [isTesting, setIsTesting] = useState(false);
  const [showEvents, setShowEvents] = useState(false);
  const [inspected, setInspected] = useState<WebhookMessage | null>(null);

  const isActive = pendingActive ?? !webhook.disabled;
  const isArchived = webhook.archivedAt != null;
  const switchReason = !permissions.canUpdate ? UPDATE_PERMISSION_TEXT : isArchived ? ARCHIVED_SWITCH_TEXT : null;
  const testReason = !permissions.canUpdate ? UPDATE_PERMISSION_TEXT : webhook.disabled || isArchived ? TEST_NEEDS_ACTIVE_TEXT : null;

  const toggle = async () => {
    setPendingActive(webhook.disabled);
    try {
      await update({ ...webhook, disabled: !webhook.disabled });
      toast.success(webhookToasts.statusChanged, { durationMs: WEBHOOK_TOAST_MS });
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setPendingActive(null);
    }
  };

  const test = async () => {
    setIsTesting(true);
    try {
      await sendTestEvents();
      toast.success(webhookToasts.connectionTested, { durationMs: WEBHOOK_TOAST_MS });
      void refreshMessages();
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setIsTesting(false);
    }
  };

  return (
    <>
      <Header>
        <TitleBlock>
          <Heading level={2}>{webhook.description}</Heading>
          <StatusRow>
            <Guarded reason={switchReason}>
              {(isDisabled) => <Switch label={isActive ? 'Active' : 'Inactive'} isSelected={isActive} isDisabled={isDisabled || pendingActive !== null} onChange={() => void toggle()} />}
            </Guarded>
            {isArchived ? <StatusBadge tone="stopped" label="Archived" size="sm" /> : null}
          </StatusRow>
        </TitleBlock>
        <HeaderActions>
          <Button variant="secondary" onPress={() => setShowEvents(true)}>
            View Expected Events
          </Button>
          <Guarded reason={testReason}>
            {(isDisabled) => (
              <Button variant="primary" isDisabled={isDisabled} isLoading={isTesting} onPress={() => void test()}>
                Send Test Events
              </Button>
            )}
          </Guarded>
          <WebhookActions webhook={webhook} canUpdate={permissions.canUpdate} canDelete={permissions.canDelete} now={now} />
        </HeaderActions>
      </Header>
      <WebhookHealthNotice webhook={webhook} />
      <WebhookOverview webhook={webhook} now={now} />
      <EventsSection aria-labelledby="webhook-events-title">
        <Heading level={3} id="webhook-events-title">
          Events
        </Heading>
        <WebhookEventsTable webhook={webhook} canRetry={permissions.canUpdate} onInspect={setInspected} />
      </EventsSection>
      <DeliveryInspector webhook={webhook} message={inspected} onClose={() => setInspected(null)} />
      <ExpectedEventsModal isOpen={showEvents} onOpenChange={setShowEvents} />
    </>
  );
}

/**
 * /webhooks/:webhookId (document 3 sections 2, 4, 7 and 8): the webhook's name, its Active switch,
 * the expected events, test events, the Overview and the events table; beyond the specification
 * its delivery health, a delivery inspector, replay of failed messages, secret rotation, archive
 * and delete.
 */
export function WebhookDetailPage({ now }: WebhookDetailPageProps) {
  const { webhookId = '' } = useParams();
  const hook = useWebhook(webhookId);

  let body;
  if (hook.error && hook.data === undefined) {
    body = <ErrorState title="Something went wrong!" description={WEBHOOKS_LOAD_ERROR} onRetry={() => void hook.mutate()} isRetrying={hook.isValidating} />;
  } else if (hook.data === undefined) {
    body = (
      <Centered>
        <Spinner size="lg" label="Loading webhook" />
      </Centered>
    );
  } else if (hook.data === null) {
    body = (
      <EmptyState
        title="Webhook not found"
        description={`There is no webhook ${webhookId} in this environment. It may have been deleted, or it belongs to the other mode.`}
        icon="search"
        action={
          <Link href={paths.webhooks} variant="standalone">
            Go to Webhooks
          </Link>
        }
      />
    );
  } else {
    body = <WebhookDetail webhook={hook.data} now={now} />;
  }

  return (
    <Page>
      <BackLink>
        <Link href={paths.webhooks} variant="standalone">
          <Icon name="arrowLeft" size="sm" />
          Webhooks
        </Link>
      </BackLink>
      {body}
    </Page>
  );
}
