export { CreateWebhookDialog, REFRESH_AFTER_CREATE_MS, type CreateWebhookDialogProps } from './CreateWebhookDialog';
