import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { isWebhooksKey, type Webhook } from './webhooks';

export type WebhookCreate = components['schemas']['WebhookCreate'];
export type WebhookUpdate = components['schemas']['WebhookUpdate'];

/** The webhook as PATCH takes it: the whole webhook (document 3 section 7; the read-only fields are ignored). */
export function updateRequestOf(hook: Webhook): WebhookUpdate {
  const { id, description, url, version, disabled, filterTypes, createdAt, updatedAt, failingSince, warnedAt, disabledReason, archivedAt, previousSecretExpiresAt } = hook;
  return { id, description, url, version, disabled, filterTypes, createdAt, updatedAt, failingSince, warnedAt, disabledReason, archivedAt, previousSecretExpiresAt };
}

/** POST /platform/webhooks. The caller refreshes the list (the create dialog waits 2 s first, document 3 section 4). */
export function useCreateWebhook(): (body: WebhookCreate) => Promise<Webhook> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return (body) => unwrap(client.at(environment).POST('/platform/webhooks', { body }));
}

/** Revalidates every webhooks list. */
export function useRefreshWebhooks(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(isWebhooksKey);
}

/** PATCH /platform/webhooks/{id} with the whole webhook; then the lists refetch. */
export function useUpdateWebhook(): (hook: Webhook) => Promise<Webhook> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const refresh = useRefreshWebhooks();
  return async (hook) => {
    try {
      return await unwrap(client.at(environment).PATCH('/platform/webhooks/{webhookId}', { params: { path: { webhookId: hook.id } }, body: updateRequestOf(hook) }));
    } finally {
      void refresh();
    }
  };
}

/** DELETE /platform/webhooks/{id} (its messages go with it); then the lists refetch. */
export function useDeleteWebhook(): (webhookId: string) => Promise<void> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const refresh = useRefreshWebhooks();
  return async (webhookId) => {
    await unwrap(client.at(environment).DELETE('/platform/webhooks/{webhookId}', { params: { path: { webhookId } } }));
    await refresh();
  };
}

/** POST .../archive or .../unarchive; then the lists refetch. */
export function useArchiveWebhook(): (webhookId: string, archive: boolean) => Promise<Webhook> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const refresh = useRefreshWebhooks();
  return async (webhookId, archive) => {
    const params = { params: { path: { webhookId } } };
    try {
      return await unwrap(archive ? client.at(environment).POST('/platform/webhooks/{webhookId}/archive', params) : client.at(environment).POST('/platform/webhooks/{webhookId}/unarchive', params));
    } finally {
      void refresh();
    }
  };
}

/** POST /platform/webhooks/triggertestevent: one webhook.test message to every enabled webhook. */
export function useSendTestEvents(): () => Promise<components['schemas']['WebhookTestEventResult']> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return () => unwrap(client.at(environment).POST('/platform/webhooks/triggertestevent'));
}
