export { DELIVERY_QUEUE, createWebhookDelivery, retryFailedMessage, startWebhookDelivery, type DeliveryOptions, type WebhookDelivery } from './delivery';
export { signedHeaders, sendWebhook, type Resolve } from './send';
export * from './schedule';
