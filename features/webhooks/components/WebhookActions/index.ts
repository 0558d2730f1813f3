export { WebhookActions, ROTATE_SECRET_TEXT, type WebhookActionsProps } from './WebhookActions';
