import { describe, expect, it } from 'vitest';
import type { WebhookMessage } from '../api';
import { IDLE_REFRESH_MS, PENDING_REFRESH_MS, messagesRefreshInterval } from './messageStatus';

const message = (status: WebhookMessage['status']): WebhookMessage => ({ id: `msg_${status}`, eventType: 'transaction.completed', status, timestamp: '2026-11-20T10:00:00.000Z', url: 'https://x.example/h', webhookId: 'wh_1', attempts: 1 });

describe('messagesRefreshInterval', () => {
  it('reads every 3 s while a message is Pending', () => {
    expect(messagesRefreshInterval([message('Success'), message('Pending')])).toBe(PENDING_REFRESH_MS);
    expect(PENDING_REFRESH_MS).toBe(3000);
  });

  it('slows down when nothing is being delivered, and still reads an empty table', () => {
    expect(messagesRefreshInterval([message('Success'), message('Fail'), message('Skipped')])).toBe(IDLE_REFRESH_MS);
    expect(messagesRefreshInterval([])).toBe(IDLE_REFRESH_MS);
    expect(IDLE_REFRESH_MS).toBeGreaterThan(PENDING_REFRESH_MS);
  });
});
