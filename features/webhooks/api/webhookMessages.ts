import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type WebhookMessage = components['schemas']['WebhookMessage'];
export type WebhookMessageList = components['schemas']['WebhookMessageList'];
export type WebhookAttempt = components['schemas']['WebhookAttempt'];
export type WebhookReplayResult = components['schemas']['WebhookReplayResult'];

/** Events table page size (document 3 section 9). */
export const WEBHOOK_MESSAGES_PAGE_SIZE = 20;

const MESSAGES_PATH = '/platform/webhooks/{webhookId}/messages';
type MessagesKey = readonly [typeof MESSAGES_PATH, Region, Mode, string, string, number];
type AttemptsKey = readonly ['/platform/webhooks/{webhookId}/messages/{messageId}/attempts', Region, Mode, string, string, string];

const isMessagesKey = (webhookId: string) => (key: unknown) => Array.isArray(key) && key[0] === MESSAGES_PATH && key[4] === webhookId;

/** GET .../messages: one page (20) of a webhook's event messages, newest event first. */
export function useWebhookMessages(webhookId: string, page: number, options: { refreshInterval?: number } = {}): SWRResponse<WebhookMessageList, ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const key: MessagesKey | null = environment.orgId ? [MESSAGES_PATH, environment.region, environment.mode, environment.orgId, webhookId, page] : null;
  return useSWR(
    key,
    ([, region, mode, orgId, id, p]: MessagesKey) =>
      unwrap(
        client.at({ region, mode, orgId }).GET(MESSAGES_PATH, {
          params: { path: { webhookId: id }, query: { limit: WEBHOOK_MESSAGES_PAGE_SIZE, offset: (p - 1) * WEBHOOK_MESSAGES_PAGE_SIZE, sortBy: JSON.stringify(['eventTimestamp', 'desc']) } },
        }),
      ),
    { keepPreviousData: true, ...options },
  );
}

/** GET .../messages/{messageId}/attempts: every delivery attempt of a message, oldest first (null id: nothing fetched). */
export function useWebhookAttempts(webhookId: string, messageId: string | null): SWRResponse<components['schemas']['WebhookAttemptList'], ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const key: AttemptsKey | null = environment.orgId && messageId ? ['/platform/webhooks/{webhookId}/messages/{messageId}/attempts', environment.region, environment.mode, environment.orgId, webhookId, messageId] : null;
  return useSWR(key, ([path, region, mode, orgId, id, message]: AttemptsKey) => unwrap(client.at({ region, mode, orgId }).GET(path, { params: { path: { webhookId: id, messageId: message } } })));
}

/** Revalidates the messages of a webhook (every page). */
export function useRefreshWebhookMessages(webhookId: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(isMessagesKey(webhookId));
}

/** POST .../retry/{messageId} with the fields the console passes along (document 3 section 7); then the messages refetch. */
export function useRetryWebhookMessage(webhookId: string): (message: WebhookMessage, hook: { url: string; disabled: boolean }) => Promise<WebhookMessage> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const refresh = useRefreshWebhookMessages(webhookId);
  return async (message, hook) => {
    try {
      return await unwrap(
        client.at(environment).POST('/platform/webhooks/{webhookId}/retry/{messageId}', {
          params: { path: { webhookId, messageId: message.id } },
          body: { webhookId, messageId: message.id, filterTypes: [message.eventType], url: hook.url, description: '', disabled: hook.disabled },
        }),
      );
    } finally {
      void refresh();
    }
  };
}

/** POST .../replay: re-sends the failed messages whose event happened since `since` (until `until`, default now). */
export function useReplayWebhookMessages(webhookId: string): (range: { since: string; until?: string }) => Promise<WebhookReplayResult> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const refresh = useRefreshWebhookMessages(webhookId);
  return async (range) => {
    try {
      return await unwrap(client.at(environment).POST('/platform/webhooks/{webhookId}/replay', { params: { path: { webhookId } }, body: range }));
    } finally {
      void refresh();
    }
  };
}
