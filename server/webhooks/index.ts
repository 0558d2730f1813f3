export { DELIVERY_QUEUE, createWebhookDelivery, retryFailedMessage, retryFailedMessagesBetween, startWebhookDelivery, type DeliveryOptions, type WebhookDelivery } from './delivery';
export { signedHeaders, sendWebhook, type Resolve } from './send';
export * from './secrets';
export * from './schedule';
