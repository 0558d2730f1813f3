import { GENERIC_ERROR_MESSAGE } from '~/lib/api';

/** The success messages of document 3 section 8 (shared constants), word for word. */
export const webhookToasts = {
  created: 'Webhook created successfully, Please test the webhook connection',
  statusChanged: 'Webhook status changed successfully',
  deleted: 'Webhook deleted successfully',
  archived: 'Webhook archived successfully',
  unarchived: 'Webhook unarchived successfully',
  connectionTested: 'Webhook connection successful',
  retried: 'Retry Successful',
} as const;

/** Toasts about webhooks last 2 s (document 3 section 8); the retry success 1 s. */
export const WEBHOOK_TOAST_MS = 2000;
export const WEBHOOK_RETRY_TOAST_MS = 1000;

/** The list load error of document 3 section 8. */
export const WEBHOOKS_LOAD_ERROR = 'It seems there is a technical issue that is preventing data from loading.';

/** A webhook call's failure as document 3 section 8 shows it: the server's error.message, else the generic message. */
export function webhookErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}
