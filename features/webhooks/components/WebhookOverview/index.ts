export { WebhookOverview, type WebhookOverviewProps } from './WebhookOverview';
