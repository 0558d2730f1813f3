import type { StatusStyle } from '~/design-system';
import type { WebhookMessage } from '../api';

/** The badge colour of each message status. */
export const MESSAGE_STATUS_TONE: Record<WebhookMessage['status'], StatusStyle> = {
  Success: 'success',
  Fail: 'failed',
  Pending: 'pending',
  Skipped: 'stopped',
};

/** Whether the events table keeps reading: a message is still being delivered. */
export const hasPendingMessages = (messages: readonly WebhookMessage[]): boolean => messages.some((m) => m.status === 'Pending');

/** How often the events table reads again while a message is Pending. */
export const PENDING_REFRESH_MS = 3000;
/** How often it reads otherwise, so events that happen while the page is open appear on their own. */
export const IDLE_REFRESH_MS = 10_000;

/** The events table's refresh interval for the messages it shows. */
export const messagesRefreshInterval = (messages: readonly WebhookMessage[]): number => (hasPendingMessages(messages) ? PENDING_REFRESH_MS : IDLE_REFRESH_MS);
