export { WebhookHealthNotice } from './WebhookHealthNotice';
