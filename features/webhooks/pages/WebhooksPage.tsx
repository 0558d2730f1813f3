import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, ErrorState, Heading, Icon, Text, toast, Tooltip } from '~/design-system';
import { href } from '~/lib/routes';
import { useMode, usePermissions } from '~/lib/session';
import { useUpdateWebhook, useWebhooks, type Webhook } from '../api';
import { CreateWebhookDialog } from '../components/CreateWebhookDialog';
import { ExpectedEventsModal } from '../components/ExpectedEventsModal';
import { WebhooksTable } from '../components/WebhooksTable';
import { createBlockedReason, WEBHOOK_TOAST_MS, webhookErrorMessage, WEBHOOKS_LOAD_ERROR, webhookToasts, withDisabledFlipped } from '../model';
import { Actions, Page, PageHeader, TitleBlock, TitleRow } from './WebhooksPage.styles';

/**
 * /webhooks (document 3 sections 2, 4 and 8): the webhooks of this environment with their count,
 * the expected events, Create Webhook as create:webhooks allows, and a table whose switch turns a
 * webhook on or off (the whole webhook is sent with disabled flipped) and whose rows open it.
 */
export function WebhooksPage() {
  const navigate = useNavigate();
  const [mode] = useMode();
  const permissions = usePermissions().for('webhooks');
  const list = useWebhooks();
  const update = useUpdateWebhook();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [showEvents, setShowEvents] = useState(false);
  const [creating, setCreating] = useState(false);

  const hooks = list.data?.data ?? [];
  const blocked = createBlockedReason(permissions.canCreate, list.data?.data.length);

  const toggle = async (hook: Webhook) => {
    const next = withDisabledFlipped(hook);
    setPending((current) => new Map(current).set(hook.id, next.disabled));
    try {
      const saved = await update(next);
      // The saved webhook at once; the update's refetch follows.
      await list.mutate((current) => current && { data: current.data.map((h) => (h.id === saved.id ? saved : h)) }, { revalidate: false });
      toast.success(webhookToasts.statusChanged, { durationMs: WEBHOOK_TOAST_MS });
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setPending((current) => {
        const rest = new Map(current);
        rest.delete(hook.id);
        return rest;
      });
    }
  };

  const createButton = (
    <Button onPress={() => setCreating(true)} isDisabled={blocked !== null} iconStart={<Icon name="plus" size="sm" />}>
      Create Webhook
    </Button>
  );

  return (
    <Page>
      <PageHeader>
        <TitleBlock>
          <TitleRow>
            <Heading level={2}>Webhooks</Heading>
            {list.data && (
              <Badge tone="neutral" size="sm" aria-hidden="true">
                {hooks.length}
              </Badge>
            )}
          </TitleRow>
          <Text tone="muted" variant="small">
            {list.data ? `${hooks.length} ${hooks.length === 1 ? 'webhook' : 'webhooks'} in ${mode} mode. ` : ''}
            Each receives the events of this environment, signed with its own secret.
          </Text>
        </TitleBlock>
        <Actions>
          <Button variant="secondary" onPress={() => setShowEvents(true)} iconStart={<Icon name="info" size="sm" />}>
            View expected events
          </Button>
          {blocked ? (
            <Tooltip content={blocked} wrapDisabled>
              {createButton}
            </Tooltip>
          ) : (
            createButton
          )}
        </Actions>
      </PageHeader>
      {list.error && !list.data ? (
        <ErrorState description={WEBHOOKS_LOAD_ERROR} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />
      ) : (
        <WebhooksTable
          hooks={hooks}
          isLoading={!list.data}
          canUpdate={permissions.canUpdate}
          pending={pending}
          onToggle={(hook) => void toggle(hook)}
          onOpen={(hook) => void navigate(href('webhookDetail', { webhookId: hook.id }))}
        />
      )}
      <ExpectedEventsModal isOpen={showEvents} onOpenChange={setShowEvents} />
      <CreateWebhookDialog isOpen={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
