import { Webhook as Svix } from 'svix';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from '../store/webhooks';
import { signedHeaders } from './send';

const body = JSON.stringify({ type: 'transaction.completed', timestamp: '2026-03-01T10:00:00.000Z', data: { transactionId: 'txn_1' } });

describe('Standard Webhooks signatures', () => {
  const secret = newWebhookSecret();
  const headers = signedHeaders(secret, 'msg_abc123', new Date(), body);

  it('writes webhook-id, webhook-timestamp (seconds) and webhook-signature v1,<base64>', () => {
    expect(headers['webhook-id']).toBe('msg_abc123');
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('verify with the standardwebhooks and svix libraries', () => {
    expect(new StandardWebhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Svix(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fail to verify with a wrong secret, an old timestamp or a tampered body', () => {
    const other = newWebhookSecret();
    for (const Lib of [StandardWebhook, Svix]) {
      expect(() => new Lib(other).verify(body, headers)).toThrow();
      expect(() => new Lib(secret).verify(body.replace('txn_1', 'txn_2'), headers)).toThrow();
      const old = signedHeaders(secret, 'msg_abc123', new Date(Date.now() - 10 * 60 * 1000), body);
      expect(() => new Lib(secret).verify(body, old)).toThrow(/timestamp/i);
      expect(() => new Lib(secret).verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow();
    }
  });
});

describe('signing with two secrets during a rotation', () => {
  const current = newWebhookSecret();
  const previous = newWebhookSecret();
  const headers = signedHeaders([current, previous], 'msg_rotating', new Date(), body);

  it('writes two space-separated v1 signatures, the current secret first', () => {
    const [first, second] = headers['webhook-signature']!.split(' ');
    expect(first).toBe(signedHeaders(current, 'msg_rotating', new Date(Number(headers['webhook-timestamp']) * 1000), body)['webhook-signature']);
    expect(second).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
  });

  it('verify with either secret, in both libraries, and not with a third or a tampered body', () => {
    for (const Lib of [StandardWebhook, Svix]) {
      expect(new Lib(current).verify(body, headers)).toEqual(JSON.parse(body));
      expect(new Lib(previous).verify(body, headers)).toEqual(JSON.parse(body));
      expect(() => new Lib(newWebhookSecret()).verify(body, headers)).toThrow();
      expect(() => new Lib(previous).verify(body.replace('txn_1', 'txn_2'), headers)).toThrow();
    }
  });
});
