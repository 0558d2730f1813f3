export { WebhooksTable, NO_WEBHOOKS, type WebhooksTableProps } from './WebhooksTable';
