export { webhookToasts, webhookErrorMessage, WEBHOOK_TOAST_MS, WEBHOOK_RETRY_TOAST_MS, WEBHOOKS_LOAD_ERROR } from './webhookMessages';
export { describeEventType } from './eventTypeDescriptions';
export { webhookHealth, webhookHealthText, withDisabledFlipped, type WebhookHealth } from './webhookHealth';
export { createBlockedReason, NO_CREATE_PERMISSION, LIMIT_REACHED, WEBHOOKS_LIMIT } from './createPermission';
export { webhookFormSchema, webhookFormMessages, URL_EXAMPLE_HOST, isValidWebhookUrl, type WebhookFormValues } from './webhookForm';
