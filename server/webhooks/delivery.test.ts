import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { Webhook as Svix } from 'svix';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { json } from '../db/json';
import { newDataId } from '../db/ids';
import { enqueueWebhookEvent, newWebhookSecret } from '../store/webhooks';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { createWebhookDelivery } from './delivery';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local receiver on 127.0.0.1 (reached through the test allow-list); answers `answer`. */
const receiver = { answer: 200, received: [] as Received[], port: 0, server: undefined as http.Server | undefined };

beforeAll(async () => {
  receiver.server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(receiver.answer, { 'content-type': 'text/plain', 'x-receiver-id': 'r1' }).end(receiver.answer === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.port = (receiver.server!.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.server?.closeAllConnections();
  await new Promise((resolve) => receiver.server?.close(resolve));
});

const SCHEDULE = [150, 150];

async function until<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A webhook created through the API, then pointed at a receiver address the API screen refuses. */
async function hookTo(server: TestServer, owner: Caller, url: string) {
  const res = await owner.post('/platform/webhooks', { description: 'Receiver', url: 'https://hooks.example.com/veriflow', filterTypes: ['transaction.completed'] });
  expect(res.status).toBe(201);
  await server.db.updateTable('webhooks').set({ url }).where('id', '=', res.body.id).execute();
  const secret = (await owner.get(`/platform/webhooks/${res.body.id}/secret`)).body.key as string;
  return { id: res.body.id as string, secret };
}

async function messageStatus(server: TestServer, id: string) {
  return (await server.db.selectFrom('webhook_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

/** A message the running relay leaves alone (already dispatched), for driving `deliver` by hand. */
async function handMessage(server: TestServer, orgId: string, webhookId: string) {
  const id = newDataId('msg');
  await server.db
    .insertInto('webhook_messages')
    .values({ id, organization_id: orgId, environment: 'test', webhook_id: webhookId, event_type: 'transaction.completed', payload: json({ type: 'transaction.completed', data: {} }), url: 'x', status: 'Pending', next_attempt_at: new Date(), dispatched_at: new Date() })
    .execute();
  return id;
}

/** Verifies as a receiver would, with the clock at `at` (the library checks the timestamp against now). */
function verifiesAt(at: Date, secret: string, delivered: Received) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  try {
    return [Webhook, Svix].map((Lib) => {
      try {
        new Lib(secret).verify(delivered.body, delivered.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    });
  } finally {
    vi.useRealTimers();
  }
}

const receivedFor = (id: string) => receiver.received.filter((r) => r.headers['webhook-id'] === id);

describeEachDatabase(
  'webhook delivery',
  (server) => {
    it('delivers an outbox event signed, verifiable by the receiver, and records the attempt as Success', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/hook`);
      receiver.answer = 200;
      const [message] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_e2e' });
      await until(async () => (await messageStatus(server(), message!.id)) === 'Success', 'Success');
      const delivered = receiver.received.filter((r) => r.headers['webhook-id'] === message!.id);
      expect(delivered).toHaveLength(1);
      const verified = new Webhook(hook.secret).verify(delivered[0]!.body, delivered[0]!.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'transaction.completed', data: { transactionId: 'txn_e2e' } });
      const attempts = await owner.get(`/platform/webhooks/${hook.id}/messages/${message!.id}/attempts`);
      expect(attempts.status).toBe(200);
      expect(attempts.body.data).toEqual([
        expect.objectContaining({ attempt: 1, trigger: 'scheduled', status: 'Success', statusCode: 200, responseExcerpt: 'ok', error: null, url: `http://127.0.0.1:${receiver.port}/hook` }),
      ]);
      const list = await owner.get(`/platform/webhooks/${hook.id}/messages`);
      expect(list.body.data[0]).toMatchObject({ id: message!.id, status: 'Success', attempts: 1, lastError: null, nextAttemptAt: null });
    });

    it('retries on the schedule, fails when it is exhausted, and a manual Retry succeeds', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/failing`);
      receiver.answer = 500;
      const [message] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_fail' });
      await until(async () => (await messageStatus(server(), message!.id)) === 'Fail', 'Fail');
      const tries = receiver.received.filter((r) => r.headers['webhook-id'] === message!.id);
      expect(tries).toHaveLength(3);
      // Each retry waited at least its (jittered) turn of the schedule.
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(SCHEDULE[0]! * 0.9);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(SCHEDULE[1]! * 0.9);
      const failed = await owner.get(`/platform/webhooks/${hook.id}/messages`);
      expect(failed.body.data[0]).toMatchObject({ status: 'Fail', attempts: 3, lastError: 'The receiver answered 500' });
      const attempts = (await owner.get(`/platform/webhooks/${hook.id}/messages/${message!.id}/attempts`)).body.data;
      expect(attempts.map((a: { attempt: number; status: string; statusCode: number; responseExcerpt: string }) => [a.attempt, a.status, a.statusCode, a.responseExcerpt])).toEqual([
        [1, 'Fail', 500, 'receiver is down'],
        [2, 'Fail', 500, 'receiver is down'],
        [3, 'Fail', 500, 'receiver is down'],
      ]);

      receiver.answer = 200;
      const retried = await owner.post(`/platform/webhooks/${hook.id}/retry/${message!.id}`, { webhookId: hook.id, messageId: message!.id });
      expect(retried.status).toBe(202);
      await until(async () => (await messageStatus(server(), message!.id)) === 'Success', 'Success after Retry');
      const after = (await owner.get(`/platform/webhooks/${hook.id}/messages/${message!.id}/attempts`)).body.data;
      expect(after.at(-1)).toMatchObject({ attempt: 4, trigger: 'manual', status: 'Success', statusCode: 200 });
      const hookNow = (await owner.get('/platform/webhooks')).body.data.find((h: { id: string }) => h.id === hook.id);
      expect(hookNow).toMatchObject({ failingSince: null, disabled: false });
    });

    it('refuses a name that resolves to a private address at delivery time, and runs an attempt only once', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://receiver.example.com:${receiver.port}/hook`);
      const id = await handMessage(server(), owner.orgId, hook.id);
      const delivery = createWebhookDelivery(server().db, { insert: async () => undefined }, { resolve: async () => [{ address: '127.0.0.1', family: 4 }], schedule: [3_600_000] });
      const before = receiver.received.length;
      await delivery.deliver({ messageId: id, attempt: 1 });
      await delivery.deliver({ messageId: id, attempt: 1 });
      expect(receiver.received.length).toBe(before);
      const attempts = await server().db.selectFrom('webhook_attempts').selectAll().where('message_id', '=', id).execute();
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ status: 'Fail', status_code: null, error: 'Refused: receiver.example.com resolves to 127.0.0.1, a local or private address' });
      const row = await server().db.selectFrom('webhook_messages').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'Pending', attempts: 1, last_error: attempts[0]!.error });
    });

    it('queues a new job for a message whose job is long overdue and left no attempt', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/late`);
      receiver.answer = 200;
      const id = await handMessage(server(), owner.orgId, hook.id);
      const longAgo = new Date(Date.now() - 20 * 60_000);
      await server().db.updateTable('webhook_messages').set({ dispatched_at: longAgo, next_attempt_at: longAgo }).where('id', '=', id).execute();
      await until(async () => (await messageStatus(server(), id)) === 'Success', 'the overdue message delivered');
      expect(receiver.received.filter((r) => r.headers['webhook-id'] === id)).toHaveLength(1);
    });

    it('warns an endpoint failing for 4 days, disables it at 5 days and records later events as Skipped', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/down`);
      receiver.answer = 500;
      const start = new Date('2026-03-01T00:00:00Z');
      let clock = new Date(start.getTime() + 4 * 86_400_000 + 3_600_000);
      await server().db.updateTable('webhooks').set({ failing_since: start }).where('id', '=', hook.id).execute();
      const delivery = createWebhookDelivery(server().db, { insert: async () => undefined }, { allowPrivate: true, schedule: [3_600_000], now: () => clock });
      await delivery.deliver({ messageId: await handMessage(server(), owner.orgId, hook.id), attempt: 1 });
      let view = (await owner.get('/platform/webhooks')).body.data.find((h: { id: string }) => h.id === hook.id);
      expect(view).toMatchObject({ disabled: false, failingSince: start.toISOString(), warnedAt: clock.toISOString(), disabledReason: null });

      clock = new Date(start.getTime() + 5 * 86_400_000);
      await delivery.deliver({ messageId: await handMessage(server(), owner.orgId, hook.id), attempt: 1 });
      view = (await owner.get('/platform/webhooks')).body.data.find((h: { id: string }) => h.id === hook.id);
      expect(view).toMatchObject({ disabled: true, disabledReason: 'failing', version: 2 });
      const audit = await server().db.selectFrom('audit_events').select('action').where('target_id', '=', hook.id).where('action', 'like', 'webhook.%ing%').execute();
      expect(audit.map((a) => a.action).sort()).toEqual(['webhook.disabled_failing', 'webhook.failing_warning']);

      const [skipped] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_skip' });
      expect(skipped).toMatchObject({ webhook_id: hook.id, status: 'Skipped' });
      // Switching it on again starts its health afresh.
      // (The whole webhook, read-only fields included, as the console sends it; its local URL left out, as the API screen refuses it.)
      const on = await owner.patch(`/platform/webhooks/${hook.id}`, { ...view, url: undefined, disabled: false });
      expect(on.body).toMatchObject({ disabled: false, disabledReason: null, failingSince: null, warnedAt: null });
    });

    it('records on each attempt the request headers and the exact body the receiver got, and its response headers', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/inspect`);
      receiver.answer = 200;
      const [message] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_inspect', workflowId: 'wf_inspect', version: 2 });
      await until(async () => (await messageStatus(server(), message!.id)) === 'Success', 'Success');
      const [got] = receivedFor(message!.id);
      const [attempt] = (await owner.get(`/platform/webhooks/${hook.id}/messages/${message!.id}/attempts`)).body.data;
      expect(attempt.requestBody).toBe(got!.body);
      expect(Object.keys(attempt.requestHeaders).sort()).toEqual(['content-type', 'user-agent', 'webhook-id', 'webhook-signature', 'webhook-timestamp']);
      for (const [name, value] of Object.entries(attempt.requestHeaders)) expect(got!.headers[name], name).toBe(value);
      expect(attempt.requestHeaders['webhook-id']).toBe(message!.id);
      expect(new Webhook(hook.secret).verify(attempt.requestBody, attempt.requestHeaders)).toMatchObject({ data: { transactionId: 'txn_inspect' } });
      expect(attempt.responseHeaders).toMatchObject({ 'content-type': 'text/plain', 'x-receiver-id': 'r1' });
      const [listed] = (await owner.get(`/platform/webhooks/${hook.id}/messages`)).body.data;
      expect(listed).toMatchObject({ transactionId: 'txn_inspect', workflowId: 'wf_inspect', workflowVersion: 2 });
    });

    it('after a rotation signs with both secrets for 24 hours, either verifying, then with the new one only', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/rotated`);
      receiver.answer = 200;
      const rotated = (await owner.post(`/platform/webhooks/${hook.id}/secret/rotate`)).body;
      expect(rotated.previousKey).toBe(hook.secret);
      const [message] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_rotated' });
      await until(async () => (await messageStatus(server(), message!.id)) === 'Success', 'Success');
      const [overlap] = receivedFor(message!.id);
      expect(String(overlap!.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/);
      const now = new Date();
      expect(verifiesAt(now, rotated.key, overlap!)).toEqual([true, true]);
      expect(verifiesAt(now, hook.secret, overlap!)).toEqual([true, true]);
      expect(verifiesAt(now, newWebhookSecret(), overlap!)).toEqual([false, false]);
      expect(verifiesAt(now, rotated.key, { ...overlap!, body: overlap!.body.replace('txn_rotated', 'txn_other') })).toEqual([false, false]);

      // The clock moved on (as the worker would see it): just before the expiry both sign, after it the new one alone.
      const expiry = new Date(rotated.previousKeyExpiresAt);
      for (const [at, signatures] of [[new Date(expiry.getTime() - 60_000), 2], [new Date(expiry.getTime() + 1000), 1]] as const) {
        const delivery = createWebhookDelivery(server().db, { insert: async () => undefined }, { allowPrivate: true, schedule: [3_600_000], now: () => at });
        const id = await handMessage(server(), owner.orgId, hook.id);
        await delivery.deliver({ messageId: id, attempt: 1 });
        const [got] = receivedFor(id);
        expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(signatures);
        expect(verifiesAt(at, rotated.key, got!)).toEqual([true, true]);
        expect(verifiesAt(at, hook.secret, got!)).toEqual(signatures === 2 ? [true, true] : [false, false]);
      }
      expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body.previousKey).toBe(hook.secret);
    });

    it('records a due message of an archived webhook as Skipped, sending nothing', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/archived`);
      const id = await handMessage(server(), owner.orgId, hook.id);
      expect((await owner.post(`/platform/webhooks/${hook.id}/archive`)).status).toBe(200);
      const delivery = createWebhookDelivery(server().db, { insert: async () => undefined }, { allowPrivate: true });
      await delivery.deliver({ messageId: id, attempt: 1 });
      expect(receivedFor(id)).toEqual([]);
      const row = await server().db.selectFrom('webhook_messages').select(['status', 'last_error', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'Skipped', last_error: 'The webhook is archived', attempts: 0 });
    });

    it('replays the failed messages since a time: each is sent once more, manually, and a delivered one is not sent again', async () => {
      const owner = await server().signIn();
      const hook = await hookTo(server(), owner, `http://127.0.0.1:${receiver.port}/replay`);
      const since = new Date(Date.now() - 1000).toISOString();
      receiver.answer = 200;
      const [delivered] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_ok' });
      await until(async () => (await messageStatus(server(), delivered!.id)) === 'Success', 'Success');
      receiver.answer = 500;
      const failed = [
        ...(await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_r1' })),
        ...(await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_r2' })),
      ];
      for (const m of failed) await until(async () => (await messageStatus(server(), m.id)) === 'Fail', 'Fail');
      receiver.answer = 200;
      const replay = await owner.post(`/platform/webhooks/${hook.id}/replay`, { since });
      expect(replay.status).toBe(202);
      expect(replay.body).toEqual({ count: 2, truncated: false });
      for (const m of failed) {
        await until(async () => (await messageStatus(server(), m.id)) === 'Success', 'Success after replay');
        const attempts = (await owner.get(`/platform/webhooks/${hook.id}/messages/${m.id}/attempts`)).body.data;
        expect(attempts.map((a: { trigger: string; status: string }) => [a.trigger, a.status])).toEqual([
          ['scheduled', 'Fail'],
          ['scheduled', 'Fail'],
          ['scheduled', 'Fail'],
          ['manual', 'Success'],
        ]);
      }
      expect(receivedFor(delivered!.id)).toHaveLength(1);
    });
  },
  { webhookDelivery: { schedule: SCHEDULE, allowPrivate: true, relayIntervalMs: 50, pollingIntervalSeconds: 0.5, timeoutMs: 2000 } },
);
