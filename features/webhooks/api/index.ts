export { useWebhooks, useWebhook, isWebhooksKey, type Webhook, type WebhookList } from './webhooks';
export { useWebhookEventTypes, groupEventTypes, type WebhookEventType } from './eventTypes';
export { useCreateWebhook, useUpdateWebhook, useDeleteWebhook, useArchiveWebhook, useSendTestEvents, useRefreshWebhooks, updateRequestOf, type WebhookCreate, type WebhookUpdate } from './webhookChanges';
export { useFetchWebhookSecret, useRotateWebhookSecret, type WebhookSecret } from './webhookSecret';
export {
  useWebhookMessages,
  useWebhookAttempts,
  useRetryWebhookMessage,
  useReplayWebhookMessages,
  useRefreshWebhookMessages,
  WEBHOOK_MESSAGES_PAGE_SIZE,
  type WebhookMessage,
  type WebhookMessageList,
  type WebhookAttempt,
  type WebhookReplayResult,
} from './webhookMessages';
