export { WebhookStatusCell, NO_UPDATE_PERMISSION, type WebhookStatusCellProps } from './WebhookStatusCell';
