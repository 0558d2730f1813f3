export { webhookToasts, webhookErrorMessage, WEBHOOK_TOAST_MS, WEBHOOK_RETRY_TOAST_MS, WEBHOOKS_LOAD_ERROR } from './webhookMessages';
export { describeEventType } from './eventTypeDescriptions';
