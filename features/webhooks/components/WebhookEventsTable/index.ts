export { WebhookEventsTable, NO_EVENTS_TEXT, RETRY_PERMISSION_TEXT, type WebhookEventsTableProps } from './WebhookEventsTable';
